-- Places an order in one round trip (decision 008): takes the slot's lock, answers with the order
-- already placed under the same idempotency key if there is one, counts the orders holding the slot,
-- and inserts the order with its first event when the slot has room. A VOLATILE function takes a
-- fresh snapshot for each statement in it, so orders that committed while it waited for the lock are
-- seen by the count after it. Outcome 'placed', 'replay' (order_id is the earlier order) or 'full'.
CREATE FUNCTION place_order(p_order jsonb, p_slot_end timestamptz, p_capacity integer)
RETURNS TABLE (outcome text, order_id uuid, order_number integer) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o orders;
  taken integer;
BEGIN
  o := jsonb_populate_record(NULL::orders, p_order);
  -- The same lock key as before this function existed: (location, minute of the slot).
  PERFORM pg_advisory_xact_lock(
    hashtext('slot:' || o.location_slug),
    (floor(extract(epoch FROM o.expected_at) / 60)::bigint % 2000000000)::integer);

  RETURN QUERY SELECT 'replay'::text, orders.id, orders.number FROM orders
    WHERE orders.idempotency_key = o.idempotency_key;
  IF FOUND THEN
    RETURN;
  END IF;

  SELECT count(*) INTO taken FROM orders
  WHERE orders.location_slug = o.location_slug
    AND orders.expected_at >= o.expected_at AND orders.expected_at < p_slot_end
    AND orders.status NOT IN ('payment_failed', 'cancelled');
  IF taken >= p_capacity THEN
    RETURN QUERY SELECT 'full'::text, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  -- Every column the server may send (placeOrder in checkout.repository.ts sends the order's fields
  -- under these names): a new column of orders that checkout fills belongs here too.
  INSERT INTO orders (public_id, idempotency_key, session_id, location_slug, fulfilment, customer_name,
    email, phone, postcode, house_number, addition, street, city, requested_time, expected_at, remarks,
    lines, subtotal_cents, delivery_fee_cents, total_cents, vat_cents)
  VALUES (o.public_id, o.idempotency_key, o.session_id, o.location_slug, o.fulfilment, o.customer_name,
    o.email, o.phone, o.postcode, o.house_number, o.addition, o.street, o.city, o.requested_time,
    o.expected_at, o.remarks, o.lines, o.subtotal_cents, o.delivery_fee_cents, o.total_cents, o.vat_cents)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING orders.id, orders.number INTO o.id, o.number;
  IF NOT FOUND THEN
    -- A call with the same key but another slot committed first.
    RETURN QUERY SELECT 'replay'::text, orders.id, orders.number FROM orders
      WHERE orders.idempotency_key = o.idempotency_key;
    RETURN;
  END IF;

  INSERT INTO order_events (order_id, from_status, to_status, actor)
  VALUES (o.id, NULL, 'pending_payment', 'customer');
  RETURN QUERY SELECT 'placed'::text, o.id, o.number;
END
$$;
