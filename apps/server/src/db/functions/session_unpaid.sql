-- How many orders of a session wait for payment with their hold still running at p_now (decision
-- 018). Earlier in migration 0006.
CREATE OR REPLACE FUNCTION session_unpaid(p_session text, p_now timestamptz, p_except uuid)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM orders
  WHERE orders.session_id = p_session AND orders.status = 'pending_payment' AND orders.hold_until > p_now
    AND orders.id IS DISTINCT FROM p_except
$$;
