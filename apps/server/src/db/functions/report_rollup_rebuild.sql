-- Builds the rollup again from the orders (after a drift, or a change of what a figure counts). Holds
-- off writes to orders while it runs, so no payment lands between the two statements. Earlier in
-- migration 0016.
CREATE OR REPLACE FUNCTION report_rollup_rebuild() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  written bigint;
BEGIN
  LOCK TABLE orders IN SHARE MODE;
  LOCK TABLE report_rollup, report_rollup_delta IN EXCLUSIVE MODE;
  DELETE FROM report_rollup_delta;
  DELETE FROM report_rollup;
  INSERT INTO report_rollup (location_slug, day, kind, key, n, a, b, c)
    SELECT * FROM report_rollup_fresh();
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;

-- Run whenever this file is applied, which includes every change of report_facts, report_rollup_fresh
-- or report_rollup_drift (a file is applied again when a function it calls changes, decision 037):
-- the rollup is rebuilt only when it no longer matches a fresh computation from the orders.
SELECT report_rollup_rebuild() WHERE EXISTS (SELECT 1 FROM report_rollup_drift());
