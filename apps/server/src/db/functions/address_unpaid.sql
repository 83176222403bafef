-- How many orders placed from one client address (orders.client_key, a hash of it; IPv6 by its /64)
-- wait for payment with their hold still running at p_now (issue 26 item 4, decision 045). A paid
-- order never counts.
CREATE OR REPLACE FUNCTION address_unpaid(p_key text, p_now timestamptz, p_except uuid)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM orders
  WHERE orders.client_key = p_key AND orders.status = 'pending_payment' AND orders.hold_until > p_now
    AND orders.id IS DISTINCT FROM p_except
$$;
