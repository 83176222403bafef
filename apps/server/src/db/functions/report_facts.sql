-- What one order adds to the reports (decision 032): nothing until it is paid, then one row per fact,
-- on the day it was paid in Amsterdam. The one place that says what a figure counts: the reports read
-- these rows (admin-reports.repository.ts, report), and reportFromOrders computes the same from the
-- orders for the test that holds them equal.
--
-- A NEW FIGURE over paid orders (a discount per kind, say) is one more UNION ALL line here, plus its
-- select in both report queries. Keys are text; amounts integer cents. An edit of this file is applied
-- with the files that call it, and report_rollup_rebuild.sql then rebuilds the rollup when it no
-- longer matches (decision 037). Earlier in migration 0016.
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
    -- a stamp card's reward given as a discount (decision 052): per location's card, what it took off
    UNION ALL
    SELECT 'stamp_reward', d->>'source', 1, (d->>'amountCents')::bigint, 0, 0
    FROM jsonb_array_elements(o.discounts) d WHERE d->>'source' LIKE 'stamp:%'
    -- A new figure goes here: UNION ALL SELECT '<kind>', <key>, 1, <a>, <b>, <c> [FROM …]
  ) f(kind, key, n, a, b, c)
$$;
