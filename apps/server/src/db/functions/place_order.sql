-- Places an order in one round trip (decisions 008, 018, 027, 030, 034, 045): takes the session's
-- lock, answers with the order already placed under the same idempotency key if there is one, refuses
-- a session that already has p_session_limit unpaid orders holding a slot, then under the client
-- address's lock one whose address (client_key; staff's orders have none) has p_address_limit, counts
-- the coupon's uses under its lock, then takes the slot's lock, counts the orders holding the slot at
-- p_now, and inserts the order with its first event when the slot has room. A VOLATILE function takes
-- a fresh snapshot for each statement in it, so orders that committed while it waited for a lock are
-- seen by the counts after it. Outcome 'placed', 'replay' (order_id is the earlier order), 'full',
-- 'too_many', 'too_many_address' or 'coupon_used_up'.
--
-- The insert's columns are the ones ORDER_COLUMNS in checkout.repository.ts sends, in the same order;
-- place-order.test.ts fails when the two lists differ. Earlier in migrations 0004, 0006, 0011, 0014
-- and 0017; p_address_limit and client_key since issue 26 (hence the drop of the older signature).
DROP FUNCTION IF EXISTS place_order(jsonb, timestamptz, integer, timestamptz, integer);
CREATE OR REPLACE FUNCTION place_order(p_order jsonb, p_slot_end timestamptz, p_capacity integer, p_now timestamptz,
  p_session_limit integer, p_address_limit integer)
RETURNS TABLE (outcome text, order_id uuid, order_number integer) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o orders;
BEGIN
  o := jsonb_populate_record(NULL::orders, p_order);
  -- Always the session's lock, then the address's, the coupon's and the slot's, so two callers never
  -- wait for each other in turn.
  IF o.session_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('session:' || o.session_id)::bigint);
  END IF;
  RETURN QUERY SELECT 'replay'::text, orders.id, orders.number FROM orders
    WHERE orders.idempotency_key = o.idempotency_key;
  IF FOUND THEN
    RETURN;
  END IF;

  IF o.session_id IS NOT NULL AND session_unpaid(o.session_id, p_now, NULL) >= p_session_limit THEN
    RETURN QUERY SELECT 'too_many'::text, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  -- Fresh sessions of one address share its limit (issue 26 item 4), counted under the address's lock.
  IF o.client_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('address:' || o.client_key)::bigint);
    IF address_unpaid(o.client_key, p_now, NULL) >= p_address_limit THEN
      RETURN QUERY SELECT 'too_many_address'::text, NULL::uuid, NULL::integer;
      RETURN;
    END IF;
  END IF;

  -- A coupon's uses: paid orders and unpaid ones still holding their place (decision 030), counted
  -- under the coupon's lock, taken after the session's and before the slot's.
  IF o.coupon_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('coupon'), o.coupon_id);
    IF (SELECT c.max_uses IS NOT NULL AND c.max_uses <= (
          SELECT count(*) FROM orders u WHERE u.coupon_id = c.id
            AND order_holds_slot(u.status, u.hold_until, p_now))
        FROM coupons c WHERE c.id = o.coupon_id) THEN
      RETURN QUERY SELECT 'coupon_used_up'::text, NULL::uuid, NULL::integer;
      RETURN;
    END IF;
  END IF;

  PERFORM lock_slot(o.location_slug, o.expected_at);
  IF slot_taken(o.location_slug, o.expected_at, p_slot_end, p_now, NULL) >= p_capacity THEN
    RETURN QUERY SELECT 'full'::text, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  -- Every column the server may send (placeOrder in checkout.repository.ts sends the order's fields
  -- under these names): a new column of orders that checkout fills belongs here too.
  INSERT INTO orders (public_id, idempotency_key, session_id, location_slug, fulfilment, customer_name,
    email, phone, postcode, house_number, addition, street, city, requested_time, expected_at, remarks,
    lines, subtotal_cents, delivery_fee_cents, total_cents, vat_cents, hold_until, vat_parts,
    delivery_vat_rate, discounts, discount_cents, coupon_id, lang, client_key)
  VALUES (o.public_id, o.idempotency_key, o.session_id, o.location_slug, o.fulfilment, o.customer_name,
    o.email, o.phone, o.postcode, o.house_number, o.addition, o.street, o.city, o.requested_time,
    o.expected_at, o.remarks, o.lines, o.subtotal_cents, o.delivery_fee_cents, o.total_cents, o.vat_cents,
    o.hold_until, coalesce(o.vat_parts, '[]'::jsonb), coalesce(o.delivery_vat_rate, 9),
    coalesce(o.discounts, '[]'::jsonb), coalesce(o.discount_cents, 0), o.coupon_id, coalesce(o.lang, 'nl'),
    o.client_key)
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
