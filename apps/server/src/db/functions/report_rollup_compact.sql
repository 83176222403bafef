-- Folds the differences into the sums, in key order, and removes sums left holding nothing. One
-- statement moves them, so a report (one snapshot) sees each difference either here or there, never
-- both; two instances folding at once each move other rows. Answers the sums written. Every
-- RECONCILE_SECONDS on each instance (server.ts). Earlier in migration 0016.
CREATE OR REPLACE FUNCTION report_rollup_compact() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  written bigint;
BEGIN
  WITH moved AS (DELETE FROM report_rollup_delta RETURNING *)
  INSERT INTO report_rollup AS r (location_slug, day, kind, key, n, a, b, c)
  SELECT m.location_slug, m.day, m.kind, m.key, sum(m.n), sum(m.a), sum(m.b), sum(m.c)
  FROM moved m
  GROUP BY m.location_slug, m.day, m.kind, m.key
  HAVING sum(m.n) <> 0 OR sum(m.a) <> 0 OR sum(m.b) <> 0 OR sum(m.c) <> 0
  ORDER BY m.location_slug, m.day, m.kind, m.key
  ON CONFLICT (location_slug, day, kind, key) DO UPDATE
    SET n = r.n + excluded.n, a = r.a + excluded.a, b = r.b + excluded.b, c = r.c + excluded.c;
  GET DIAGNOSTICS written = ROW_COUNT;
  DELETE FROM report_rollup WHERE n = 0;
  RETURN written;
END
$$;
