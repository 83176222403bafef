-- The rows where the kept rollup (sums and differences not yet folded) differs from a fresh computation
-- (none, unless something wrote orders with the triggers off, or report_facts changed): a check for
-- tests, for an operator and for report_rollup_rebuild.sql. Earlier in migration 0016.
CREATE OR REPLACE FUNCTION report_rollup_drift()
RETURNS TABLE (location_slug text, day date, kind text, key text, kept_n bigint, fresh_n bigint)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(k.location_slug, f.location_slug), coalesce(k.day, f.day), coalesce(k.kind, f.kind),
    coalesce(k.key, f.key), k.n, f.n
  FROM (
    SELECT u.location_slug, u.day, u.kind, u.key, sum(u.n)::bigint AS n, sum(u.a)::bigint AS a,
      sum(u.b)::bigint AS b, sum(u.c)::bigint AS c
    FROM (SELECT * FROM report_rollup UNION ALL SELECT * FROM report_rollup_delta) u
    GROUP BY u.location_slug, u.day, u.kind, u.key
    HAVING sum(u.n) <> 0
  ) k
  FULL JOIN report_rollup_fresh() f
    ON f.location_slug = k.location_slug AND f.day = k.day AND f.kind = k.kind AND f.key = k.key
  WHERE k.n IS DISTINCT FROM f.n OR k.a IS DISTINCT FROM f.a OR k.b IS DISTINCT FROM f.b
    OR k.c IS DISTINCT FROM f.c
$$;
