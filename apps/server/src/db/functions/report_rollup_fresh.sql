-- The rollup as a fresh computation from every paid order would give it. Earlier in migration 0016.
CREATE OR REPLACE FUNCTION report_rollup_fresh()
RETURNS TABLE (location_slug text, day date, kind text, key text, n bigint, a bigint, b bigint, c bigint)
LANGUAGE sql STABLE AS $$
  SELECT f.location_slug, f.day, f.kind, f.key, sum(f.n)::bigint, sum(f.a)::bigint, sum(f.b)::bigint,
    sum(f.c)::bigint
  FROM orders o, report_facts(o) f
  WHERE o.paid_at IS NOT NULL
  GROUP BY f.location_slug, f.day, f.kind, f.key
  HAVING sum(f.n) <> 0
$$;
