-- The stamps a customer has on a location's card now (decision 052): the stamps of orders not refunded
-- in full, less the stamps used by rewards whose order is neither ended unpaid (cancelled, or its hold
-- expired) nor refunded in full. Never below 0.
CREATE OR REPLACE FUNCTION stamp_balance(p_location text, p_email text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT greatest(0,
    (SELECT count(*)::integer FROM stamps s JOIN orders o ON o.id = s.order_id
      WHERE s.location_slug = p_location AND s.email = lower(p_email)
        AND (SELECT coalesce(sum(r.amount_cents), 0) FROM refunds r WHERE r.order_id = o.id) < o.total_cents)
    -
    (SELECT coalesce(sum(u.stamps_used), 0)::integer FROM stamp_redemptions u JOIN orders o ON o.id = u.order_id
      WHERE u.location_slug = p_location AND u.email = lower(p_email)
        AND NOT (o.paid_at IS NULL AND (o.status = 'cancelled' OR o.expired_at IS NOT NULL))
        AND (SELECT coalesce(sum(r.amount_cents), 0) FROM refunds r WHERE r.order_id = o.id) < o.total_cents)
  )
$$;
