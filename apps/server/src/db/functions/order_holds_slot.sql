-- Whether an order holds a place in its slot at p_now: paid and later ones do, cancelled and failed
-- ones do not, and one waiting for payment only until its hold runs out (decision 018). Coupon uses
-- count the same way (decision 030). Earlier in migration 0006.
CREATE OR REPLACE FUNCTION order_holds_slot(p_status text, p_hold_until timestamptz, p_now timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_status NOT IN ('payment_failed', 'cancelled')
    AND (p_status <> 'pending_payment' OR p_hold_until > p_now)
$$;
