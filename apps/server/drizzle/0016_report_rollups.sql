-- The reports' rollup (issue 19.4, decision 032): what every paid order adds to the reports, summed per
-- location, Amsterdam day, kind and key, kept by triggers on orders in the same transaction as the
-- change (payment → paid, any later edit of a paid order, erasure, deletion): they write the
-- difference into report_rollup_delta, which report_rollup_compact() folds into report_rollup. A
-- report over a year then adds some 16,000 small rows instead of parsing 50,000 orders' JSON.
--
-- n counts the contributions (an order, a VAT part, a line, an option), so a row with n = 0 holds
-- nothing and is removed; a, b and c are the kind's amounts (see report_facts).
CREATE TABLE "report_rollup" (
	"location_slug" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"a" bigint DEFAULT 0 NOT NULL,
	"b" bigint DEFAULT 0 NOT NULL,
	"c" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_rollup_pkey" PRIMARY KEY ("location_slug", "day", "kind", "key")
);
--> statement-breakpoint
CREATE INDEX "report_rollup_day_idx" ON "report_rollup" USING btree ("day", "kind");
--> statement-breakpoint
-- The differences the triggers write, folded into report_rollup by report_rollup_compact() every
-- RECONCILE_SECONDS: a payment only inserts rows here, so concurrent payments of one location and day
-- never wait for each other's row locks on the day's sums. The reports read both tables.
CREATE TABLE "report_rollup_delta" (
	"location_slug" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint NOT NULL,
	"a" bigint NOT NULL,
	"b" bigint NOT NULL,
	"c" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_rollup_empty_idx" ON "report_rollup" USING btree ("location_slug") WHERE "n" = 0;
--> statement-breakpoint
-- What one order adds to the reports: nothing until it is paid, then one row per fact, on the day it
-- was paid in Amsterdam. The one place that says what a figure counts: the reports read these rows
-- (admin-reports.repository.ts, report), and reportFromOrders computes the same from the orders for
-- the test that holds them equal.
--
-- A NEW FIGURE over paid orders (a discount per kind, say) is one more UNION ALL line here in a new
-- migration (CREATE OR REPLACE FUNCTION report_facts, then SELECT report_rollup_rebuild()), plus its
-- select in both report queries. Keys are text; amounts integer cents.
CREATE OR REPLACE FUNCTION report_facts(o orders)
RETURNS TABLE (location_slug text, day date, kind text, key text, n bigint, a bigint, b bigint, c bigint)
LANGUAGE sql STABLE AS $$
  SELECT o.location_slug, (x.paid_local)::date, f.kind, f.key, f.n, f.a, f.b, f.c
  FROM (SELECT o.paid_at AT TIME ZONE 'Europe/Amsterdam' AS paid_local WHERE o.paid_at IS NOT NULL) x,
  LATERAL (
    -- an order: per pickup/delivery, its gross, delivery fee and discounts (decision 030)
    SELECT 'order', o.fulfilment, 1::bigint, o.total_cents::bigint, o.delivery_fee_cents::bigint,
      o.discount_cents::bigint
    -- its VAT per rate (an order stored without parts was all 9%, decision 027): gross, net, VAT
    UNION ALL
    SELECT 'vat', pt->>'rate', 1, (pt->>'grossCents')::bigint, (pt->>'netCents')::bigint, (pt->>'vatCents')::bigint
    FROM jsonb_array_elements(CASE WHEN jsonb_array_length(o.vat_parts) = 0 AND o.total_cents <> 0
      THEN jsonb_build_array(jsonb_build_object('rate', 9, 'grossCents', o.total_cents,
        'netCents', o.total_cents - o.vat_cents, 'vatCents', o.vat_cents))
      ELSE o.vat_parts END) pt
    -- the hour it was paid (the weekday is the day's)
    UNION ALL
    SELECT 'hour', extract(hour FROM x.paid_local)::int::text, 1, 0, 0, 0
    -- each line: per product name, quantity and gross
    UNION ALL
    SELECT 'product', l->>'name', 1, (l->>'quantity')::bigint, (l->>'totalCents')::bigint, 0
    FROM jsonb_array_elements(o.lines) l
    -- each chosen option: per choice without its " x2", how many were sold
    UNION ALL
    SELECT 'option', regexp_replace(opt->>'choice', '\s*x\d+$', '', 'i'), 1,
      coalesce((opt->>'count')::int, 1)::bigint * (l->>'quantity')::int, 0, 0
    FROM jsonb_array_elements(o.lines) l, jsonb_array_elements(l->'selectedOptions') opt
    -- the slot it was planned in (the report counts orders per slot against its capacity)
    UNION ALL
    SELECT 'slot', extract(epoch FROM o.expected_at)::text, 1, 0, 0, 0
    -- A new figure goes here: UNION ALL SELECT '<kind>', <key>, 1, <a>, <b>, <c> [FROM …]
  ) f(kind, key, n, a, b, c)
$$;
--> statement-breakpoint
-- Writes the difference between an order's facts as it was (p_old, NULL for a new order) and as it is
-- (p_new, NULL when deleted) into report_rollup_delta: only the rows whose sums change, none when
-- nothing the reports count changed. PL/pgSQL keeps the statement's plan for the session; the generic
-- plan is forced because the planner would otherwise plan the inlined report_facts afresh on every
-- call (2.4 ms each, against 0.5 ms to run it).
CREATE OR REPLACE FUNCTION report_rollup_apply(p_old orders, p_new orders) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO report_rollup_delta (location_slug, day, kind, key, n, a, b, c)
  SELECT d.location_slug, d.day, d.kind, d.key, sum(d.n), sum(d.a), sum(d.b), sum(d.c)
  FROM (
    SELECT f.location_slug, f.day, f.kind, f.key, -f.n AS n, -f.a AS a, -f.b AS b, -f.c AS c
    FROM report_facts(p_old) f
    UNION ALL
    SELECT f.location_slug, f.day, f.kind, f.key, f.n, f.a, f.b, f.c FROM report_facts(p_new) f
  ) d
  GROUP BY d.location_slug, d.day, d.kind, d.key
  HAVING sum(d.n) <> 0 OR sum(d.a) <> 0 OR sum(d.b) <> 0 OR sum(d.c) <> 0;
END
$$;
--> statement-breakpoint
ALTER FUNCTION report_rollup_apply(orders, orders) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
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
--> statement-breakpoint
-- Only paid orders count: placing, holding and expiring unpaid orders (the checkout's hot path) never
-- reach the function. Any change of a paid order does, whichever column it touches: a status change
-- finds no difference and writes nothing, and a column a new figure reads needs no list kept here.
CREATE TRIGGER "orders_report_rollup_insert" AFTER INSERT ON "orders"
  FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL) EXECUTE FUNCTION orders_report_rollup();
--> statement-breakpoint
CREATE TRIGGER "orders_report_rollup_update" AFTER UPDATE ON "orders"
  FOR EACH ROW WHEN (OLD.paid_at IS NOT NULL OR NEW.paid_at IS NOT NULL) EXECUTE FUNCTION orders_report_rollup();
--> statement-breakpoint
CREATE TRIGGER "orders_report_rollup_delete" AFTER DELETE ON "orders"
  FOR EACH ROW WHEN (OLD.paid_at IS NOT NULL) EXECUTE FUNCTION orders_report_rollup();
--> statement-breakpoint
-- The rollup as a fresh computation from every paid order would give it.
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
--> statement-breakpoint
-- Folds the differences into the sums, in key order, and removes sums left holding nothing. One
-- statement moves them, so a report (one snapshot) sees each difference either here or there, never
-- both; two instances folding at once each move other rows. Answers the sums written.
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
--> statement-breakpoint
-- The rows where the kept rollup (sums and differences not yet folded) differs from a fresh computation
-- (none, unless something wrote orders with the triggers off): a check for tests and for an operator.
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
--> statement-breakpoint
-- Builds the rollup again from the orders (after a new figure's migration, or a drift). Holds off
-- writes to orders while it runs, so no payment lands between the two statements.
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
--> statement-breakpoint
SELECT report_rollup_rebuild();
