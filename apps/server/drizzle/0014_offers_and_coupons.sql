-- Offers and coupon codes (issue 19.7, decision 030). An offer with a rule is computed by the price
-- engine (applyDiscounts in packages/domain); one without is only shown on the offers page.
ALTER TABLE "offers" ADD COLUMN "rule" jsonb;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "weekdays" smallint[];
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" smallint,
	"amount_off_cents" integer,
	"location_slug" text REFERENCES "locations"("slug") ON DELETE cascade,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"max_uses" integer,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_one_kind_check" CHECK (("percent_off" IS NULL) <> ("amount_off_cents" IS NULL)),
	CONSTRAINT "coupons_percent_check" CHECK ("percent_off" BETWEEN 1 AND 100),
	CONSTRAINT "coupons_amount_check" CHECK ("amount_off_cents" > 0),
	CONSTRAINT "coupons_max_uses_check" CHECK ("max_uses" > 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "coupon_id" integer REFERENCES "coupons"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer REFERENCES "coupons"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id") WHERE "coupon_id" IS NOT NULL;
--> statement-breakpoint
-- The demo offers of an installation seeded before this migration become real deals.
UPDATE "offers" SET "rule" = '{"kind":"bundle","components":[{"products":["Hele kip van het spit"],"count":1},{"products":["Friet"],"count":1},{"products":["Koolsla"],"count":1}],"priceCents":1995}'::jsonb,
  "badge" = 'Samen € 19,95',
  "description" = 'Een hele kip van het spit, friet en koolsla samen voor € 19,95: genoeg voor het hele gezin.'
  WHERE "title" = 'Familiedeal' AND "rule" IS NULL;
--> statement-breakpoint
UPDATE "offers" SET "rule" = '{"kind":"second-half-price","match":{"products":["Crispy chicken burger"]}}'::jsonb,
  "weekdays" = '{2}' WHERE "title" = 'Dinsdag burgerdag' AND "rule" IS NULL;
--> statement-breakpoint
UPDATE "offers" SET "rule" = '{"kind":"free-item","minimumCents":2500,"product":"Huisgemaakte ijsthee"}'::jsonb,
  "description" = 'Om onze nieuwe vestiging te vieren: bestel voor € 25 of meer en je huisgemaakte ijsthee is gratis.',
  "product_name" = 'Huisgemaakte ijsthee'
  WHERE "title" = 'Openingsfeest Rotterdam' AND "rule" IS NULL;
--> statement-breakpoint
-- place_order (decisions 008, 018, 027) now also stores the discounts and counts a coupon's uses:
-- outcome 'coupon_used_up' when the coupon's max_uses are taken by paid orders and unpaid orders
-- still holding their place.
CREATE OR REPLACE FUNCTION place_order(p_order jsonb, p_slot_end timestamptz, p_capacity integer, p_now timestamptz,
  p_session_limit integer)
RETURNS TABLE (outcome text, order_id uuid, order_number integer) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o orders;
BEGIN
  o := jsonb_populate_record(NULL::orders, p_order);
  -- Always the session's lock, then the coupon's, then the slot's, so two callers never wait for each other in turn.
  IF o.session_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('session:' || o.session_id)::bigint);
  END IF;
  RETURN QUERY SELECT 'replay'::text, orders.id, orders.number FROM orders
    WHERE orders.idempotency_key = o.idempotency_key;
  IF FOUND THEN
    RETURN;
  END IF;

  IF o.session_id IS NOT NULL AND session_unpaid(o.session_id, p_now, NULL) >= p_session_limit THEN
    RETURN QUERY SELECT 'too_many'::text, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  -- A coupon's uses: paid orders and unpaid ones still holding their place (decision 030), counted
  -- under the coupon's lock, taken after the session's and before the slot's.
  IF o.coupon_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('coupon'), o.coupon_id);
    IF (SELECT c.max_uses IS NOT NULL AND c.max_uses <= (
          SELECT count(*) FROM orders u WHERE u.coupon_id = c.id
            AND order_holds_slot(u.status, u.hold_until, p_now))
        FROM coupons c WHERE c.id = o.coupon_id) THEN
      RETURN QUERY SELECT 'coupon_used_up'::text, NULL::uuid, NULL::integer;
      RETURN;
    END IF;
  END IF;

  PERFORM lock_slot(o.location_slug, o.expected_at);
  IF slot_taken(o.location_slug, o.expected_at, p_slot_end, p_now, NULL) >= p_capacity THEN
    RETURN QUERY SELECT 'full'::text, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  -- Every column the server may send (placeOrder in checkout.repository.ts sends the order's fields
  -- under these names): a new column of orders that checkout fills belongs here too.
  INSERT INTO orders (public_id, idempotency_key, session_id, location_slug, fulfilment, customer_name,
    email, phone, postcode, house_number, addition, street, city, requested_time, expected_at, remarks,
    lines, subtotal_cents, delivery_fee_cents, total_cents, vat_cents, hold_until, vat_parts,
    delivery_vat_rate, discounts, discount_cents, coupon_id)
  VALUES (o.public_id, o.idempotency_key, o.session_id, o.location_slug, o.fulfilment, o.customer_name,
    o.email, o.phone, o.postcode, o.house_number, o.addition, o.street, o.city, o.requested_time,
    o.expected_at, o.remarks, o.lines, o.subtotal_cents, o.delivery_fee_cents, o.total_cents, o.vat_cents,
    o.hold_until, coalesce(o.vat_parts, '[]'::jsonb), coalesce(o.delivery_vat_rate, 9),
    coalesce(o.discounts, '[]'::jsonb), coalesce(o.discount_cents, 0), o.coupon_id)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING orders.id, orders.number INTO o.id, o.number;
  IF NOT FOUND THEN
    -- A call with the same key but another slot committed first.
    RETURN QUERY SELECT 'replay'::text, orders.id, orders.number FROM orders
      WHERE orders.idempotency_key = o.idempotency_key;
    RETURN;
  END IF;

  INSERT INTO order_events (order_id, from_status, to_status, actor)
  VALUES (o.id, NULL, 'pending_payment', 'customer');
  RETURN QUERY SELECT 'placed'::text, o.id, o.number;
END
$$;
--> statement-breakpoint
-- renew_hold (decision 018, a new payment after the hold ran out) gives the order its coupon's use
-- back only when one is free: outcome 'coupon_used_up' otherwise. Locks: session, coupon, slot.
CREATE OR REPLACE FUNCTION renew_hold(p_order_id uuid, p_slot_end timestamptz, p_capacity integer, p_now timestamptz,
  p_hold_until timestamptz, p_session_limit integer)
RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE orders.id = p_order_id;
  IF NOT FOUND OR o.status NOT IN ('pending_payment', 'payment_failed') THEN
    RETURN 'closed';
  END IF;
  IF o.session_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('session:' || o.session_id)::bigint);
  END IF;
  IF o.coupon_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('coupon'), o.coupon_id);
  END IF;
  PERFORM lock_slot(o.location_slug, o.expected_at);
  SELECT * INTO o FROM orders WHERE orders.id = p_order_id FOR UPDATE;
  IF o.status NOT IN ('pending_payment', 'payment_failed') THEN
    RETURN 'closed';
  END IF;
  IF order_holds_slot(o.status, o.hold_until, p_now) THEN
    RETURN 'holding';
  END IF;
  IF o.expected_at <= p_now THEN
    RETURN 'past';
  END IF;
  IF o.session_id IS NOT NULL AND session_unpaid(o.session_id, p_now, o.id) >= p_session_limit THEN
    RETURN 'too_many';
  END IF;
  IF o.coupon_id IS NOT NULL AND (SELECT c.max_uses IS NOT NULL AND c.max_uses <= (
        SELECT count(*) FROM orders u WHERE u.coupon_id = c.id AND u.id <> o.id
          AND order_holds_slot(u.status, u.hold_until, p_now))
      FROM coupons c WHERE c.id = o.coupon_id) THEN
    RETURN 'coupon_used_up';
  END IF;
  IF slot_taken(o.location_slug, o.expected_at, p_slot_end, p_now, o.id) >= p_capacity THEN
    RETURN 'full';
  END IF;
  UPDATE orders SET status = 'pending_payment', hold_until = p_hold_until, expired_at = NULL, updated_at = now()
    WHERE orders.id = o.id;
  IF o.status = 'payment_failed' THEN
    INSERT INTO order_events (order_id, from_status, to_status, actor, note)
    VALUES (o.id, 'payment_failed', 'pending_payment', 'customer', 'Nieuwe betaling');
  END IF;
  RETURN 'renewed';
END
$$;
