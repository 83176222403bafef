-- How many orders other than p_except hold a place in the slot [p_from, p_to) at p_now (decision
-- 018). Earlier in migration 0006.
CREATE OR REPLACE FUNCTION slot_taken(p_location text, p_from timestamptz, p_to timestamptz, p_now timestamptz, p_except uuid)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM orders
  WHERE orders.location_slug = p_location
    AND orders.expected_at >= p_from AND orders.expected_at < p_to
    AND order_holds_slot(orders.status, orders.hold_until, p_now)
    AND orders.id IS DISTINCT FROM p_except
$$;
