-- A new payment for an order whose payment failed or whose hold ran out (decision 018): under the
-- session's, the address's, the coupon's and the slot's locks, like placing it, the order takes a
-- place in its slot again until p_hold_until, and its coupon's use back only when one is free
-- (decision 030). The address asking (p_address_key, a hash like orders.client_key) may hold at most
-- p_address_limit unpaid orders with it (issue 26 item 4), and the order is then held in its name.
-- Outcome 'renewed', 'holding' (it still held its place), 'past' (its slot has begun), 'full',
-- 'too_many', 'too_many_address', 'coupon_used_up' or 'closed' (paid, cancelled or unknown). Earlier
-- in migrations 0006 and 0014; the address since issue 26 (hence the drop of the older signature).
DROP FUNCTION IF EXISTS renew_hold(uuid, timestamptz, integer, timestamptz, timestamptz, integer);
CREATE OR REPLACE FUNCTION renew_hold(p_order_id uuid, p_slot_end timestamptz, p_capacity integer, p_now timestamptz,
  p_hold_until timestamptz, p_session_limit integer, p_address_key text, p_address_limit integer)
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
  IF p_address_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('address:' || p_address_key)::bigint);
  END IF;
  IF o.coupon_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('coupon'), o.coupon_id);
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
  IF p_address_key IS NOT NULL AND address_unpaid(p_address_key, p_now, o.id) >= p_address_limit THEN
    RETURN 'too_many_address';
  END IF;
  IF o.coupon_id IS NOT NULL AND (SELECT c.max_uses IS NOT NULL AND c.max_uses <= (
        SELECT count(*) FROM orders u WHERE u.coupon_id = c.id AND u.id <> o.id
          AND order_holds_slot(u.status, u.hold_until, p_now))
      FROM coupons c WHERE c.id = o.coupon_id) THEN
    RETURN 'coupon_used_up';
  END IF;
  IF slot_taken(o.location_slug, o.expected_at, p_slot_end, p_now, o.id) >= p_capacity THEN
    RETURN 'full';
  END IF;
  UPDATE orders SET status = 'pending_payment', hold_until = p_hold_until, expired_at = NULL, updated_at = now(),
    client_key = p_address_key
    WHERE orders.id = o.id;
  IF o.status = 'payment_failed' THEN
    INSERT INTO order_events (order_id, from_status, to_status, actor, note)
    VALUES (o.id, 'payment_failed', 'pending_payment', 'customer', 'Nieuwe betaling');
  END IF;
  RETURN 'renewed';
END
$$;
