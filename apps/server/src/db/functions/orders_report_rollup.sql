-- Keeps the reports' rollup (decision 032) in the same transaction as the change of a paid order:
-- payment, any later edit, erasure, deletion. Earlier in migration 0016.
CREATE OR REPLACE FUNCTION orders_report_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_rollup_apply(NULL, NEW);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_rollup_apply(OLD, NULL);
  ELSE
    PERFORM report_rollup_apply(OLD, NEW);
  END IF;
  RETURN NULL;
END
$$;

-- Only paid orders count: placing, holding and expiring unpaid orders (the checkout's hot path) never
-- reach the function. Any change of a paid order does, whichever column it touches: a status change
-- finds no difference and writes nothing, and a column a new figure reads needs no list kept here.
CREATE OR REPLACE TRIGGER "orders_report_rollup_insert" AFTER INSERT ON "orders"
  FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL) EXECUTE FUNCTION orders_report_rollup();

CREATE OR REPLACE TRIGGER "orders_report_rollup_update" AFTER UPDATE ON "orders"
  FOR EACH ROW WHEN (OLD.paid_at IS NOT NULL OR NEW.paid_at IS NOT NULL) EXECUTE FUNCTION orders_report_rollup();

CREATE OR REPLACE TRIGGER "orders_report_rollup_delete" AFTER DELETE ON "orders"
  FOR EACH ROW WHEN (OLD.paid_at IS NOT NULL) EXECUTE FUNCTION orders_report_rollup();
