-- Unpaid orders hold their slot only while their payment can still succeed (decision 018): an order
-- waiting for payment counts against its slot's capacity until hold_until, a session has at most a
-- few such orders at once, and a payment that arrives too late (or twice) is refunded.
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;
--> statement-breakpoint
UPDATE "orders" SET "hold_until" = "created_at" + interval '15 minutes';
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "hold_until" SET DEFAULT now() + interval '15 minutes';
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "hold_until" SET NOT NULL;
--> statement-breakpoint
-- Set when the hold ran out before the order was paid (the status page says "verlopen").
ALTER TABLE "orders" ADD COLUMN "expired_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "orders_unpaid_hold_idx" ON "orders" ("hold_until") WHERE "status" = 'pending_payment';
--> statement-breakpoint
CREATE INDEX "orders_unpaid_session_idx" ON "orders" ("session_id") WHERE "status" = 'pending_payment';
--> statement-breakpoint
-- Why a payment must be given back (paid too late for a full slot, paid twice, order cancelled), and
-- the provider's refund once it was asked for: a due refund without an id is asked again.
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" ("created_at") WHERE "refund_reason" IS NOT NULL AND "refund_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "demo_payments" ADD COLUMN "amount_refunded_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Whether an order holds a place in its slot at p_now: paid and later ones do, cancelled and failed
-- ones do not, and one waiting for payment only until its hold runs out.
CREATE FUNCTION order_holds_slot(p_status text, p_hold_until timestamptz, p_now timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_status NOT IN ('payment_failed', 'cancelled')
    AND (p_status <> 'pending_payment' OR p_hold_until > p_now)
$$;
--> statement-breakpoint
-- The slot's lock (location, minute of the slot start), taken by everything that counts a slot's
-- orders and then adds one: placing an order, renewing a hold, accepting a late payment.
CREATE FUNCTION lock_slot(p_location text, p_at timestamptz) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(
    hashtext('slot:' || p_location),
    (floor(extract(epoch FROM p_at) / 60)::bigint % 2000000000)::integer);
END
$$;
--> statement-breakpoint
-- How many orders other than p_except hold a place in the slot [p_from, p_to) at p_now.
CREATE FUNCTION slot_taken(p_location text, p_from timestamptz, p_to timestamptz, p_now timestamptz, p_except uuid)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM orders
  WHERE orders.location_slug = p_location
    AND orders.expected_at >= p_from AND orders.expected_at < p_to
    AND order_holds_slot(orders.status, orders.hold_until, p_now)
    AND orders.id IS DISTINCT FROM p_except
$$;
--> statement-breakpoint
-- How many orders of a session wait for payment with their hold still running at p_now.
CREATE FUNCTION session_unpaid(p_session text, p_now timestamptz, p_except uuid)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM orders
  WHERE orders.session_id = p_session AND orders.status = 'pending_payment' AND orders.hold_until > p_now
    AND orders.id IS DISTINCT FROM p_except
$$;
--> statement-breakpoint
DROP FUNCTION place_order(jsonb, timestamptz, integer);
--> statement-breakpoint
-- Places an order in one round trip (decisions 008 and 018): takes the session's lock and then the
-- slot's, answers with the order already placed under the same idempotency key if there is one,
-- refuses a session that already has p_session_limit unpaid orders holding a slot, counts the orders
-- holding the slot at p_now, and inserts the order with its first event when the slot has room.
-- A VOLATILE function takes a fresh snapshot for each statement in it, so orders that committed while
-- it waited for a lock are seen by the counts after it.
-- Outcome 'placed', 'replay' (order_id is the earlier order), 'full' or 'too_many'.
CREATE FUNCTION place_order(p_order jsonb, p_slot_end timestamptz, p_capacity integer, p_now timestamptz,
  p_session_limit integer)
RETURNS TABLE (outcome text, order_id uuid, order_number integer) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o orders;
BEGIN
  o := jsonb_populate_record(NULL::orders, p_order);
  -- Always the session's lock before the slot's, so two callers never wait for each other in turn.
  IF o.session_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('session:' || o.session_id)::bigint);
  END IF;
  PERFORM lock_slot(o.location_slug, o.expected_at);

  RETURN QUERY SELECT 'replay'::text, orders.id, orders.number FROM orders
    WHERE orders.idempotency_key = o.idempotency_key;
  IF FOUND THEN
    RETURN;
  END IF;

  IF o.session_id IS NOT NULL AND session_unpaid(o.session_id, p_now, NULL) >= p_session_limit THEN
    RETURN QUERY SELECT 'too_many'::text, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  IF slot_taken(o.location_slug, o.expected_at, p_slot_end, p_now, NULL) >= p_capacity THEN
    RETURN QUERY SELECT 'full'::text, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  -- Every column the server may send (placeOrder in checkout.repository.ts sends the order's fields
  -- under these names): a new column of orders that checkout fills belongs here too.
  INSERT INTO orders (public_id, idempotency_key, session_id, location_slug, fulfilment, customer_name,
    email, phone, postcode, house_number, addition, street, city, requested_time, expected_at, remarks,
    lines, subtotal_cents, delivery_fee_cents, total_cents, vat_cents, hold_until)
  VALUES (o.public_id, o.idempotency_key, o.session_id, o.location_slug, o.fulfilment, o.customer_name,
    o.email, o.phone, o.postcode, o.house_number, o.addition, o.street, o.city, o.requested_time,
    o.expected_at, o.remarks, o.lines, o.subtotal_cents, o.delivery_fee_cents, o.total_cents, o.vat_cents,
    o.hold_until)
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
--> statement-breakpoint
-- A new payment for an order whose payment failed or whose hold ran out: under the session's and the
-- slot's locks, like placing it, the order takes a place in its slot again until p_hold_until.
-- Outcome 'renewed', 'holding' (it still held its place), 'past' (its slot has begun), 'full',
-- 'too_many' or 'closed' (paid, cancelled or unknown).
CREATE FUNCTION renew_hold(p_order_id uuid, p_slot_end timestamptz, p_capacity integer, p_now timestamptz,
  p_hold_until timestamptz, p_session_limit integer)
RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE orders.id = p_order_id;
  IF NOT FOUND OR o.status NOT IN ('pending_payment', 'payment_failed') THEN
    RETURN 'closed';
  END IF;
  IF o.session_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('session:' || o.session_id)::bigint);
  END IF;
  PERFORM lock_slot(o.location_slug, o.expected_at);
  SELECT * INTO o FROM orders WHERE orders.id = p_order_id FOR UPDATE;
  IF o.status NOT IN ('pending_payment', 'payment_failed') THEN
    RETURN 'closed';
  END IF;
  IF order_holds_slot(o.status, o.hold_until, p_now) THEN
    RETURN 'holding';
  END IF;
  IF o.expected_at <= p_now THEN
    RETURN 'past';
  END IF;
  IF o.session_id IS NOT NULL AND session_unpaid(o.session_id, p_now, o.id) >= p_session_limit THEN
    RETURN 'too_many';
  END IF;
  IF slot_taken(o.location_slug, o.expected_at, p_slot_end, p_now, o.id) >= p_capacity THEN
    RETURN 'full';
  END IF;
  UPDATE orders SET status = 'pending_payment', hold_until = p_hold_until, expired_at = NULL, updated_at = now()
    WHERE orders.id = o.id;
  IF o.status = 'payment_failed' THEN
    INSERT INTO order_events (order_id, from_status, to_status, actor, note)
    VALUES (o.id, 'payment_failed', 'pending_payment', 'customer', 'Nieuwe betaling');
  END IF;
  RETURN 'renewed';
END
$$;
