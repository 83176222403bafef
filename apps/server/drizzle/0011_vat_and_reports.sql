-- VAT per product (issue 19.2, decision 027): a product's rate, the location's rate for the delivery
-- fee (null: the order's main rate), and each order's VAT per rate as it was charged.
ALTER TABLE "products" ADD COLUMN "vat_rate" smallint DEFAULT 9 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_check" CHECK ("vat_rate" IN (9, 21));
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "delivery_vat_rate" smallint;
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_delivery_vat_rate_check" CHECK ("delivery_vat_rate" IN (9, 21));
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_vat_rate" smallint DEFAULT 9 NOT NULL;
--> statement-breakpoint
-- Orders from before: everything was sold at 9%.
UPDATE "orders" SET "vat_parts" = jsonb_build_array(jsonb_build_object('rate', 9, 'grossCents', "total_cents",
  'netCents', "total_cents" - "vat_cents", 'vatCents', "vat_cents")) WHERE "total_cents" <> 0;
--> statement-breakpoint
-- The staff's orders view (issue 19.3): newest first with keyset paging, and its searches.
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree (lower("email") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree (regexp_replace("phone", '\D', '', 'g') text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "orders_postcode_idx" ON "orders" USING btree ("postcode");
--> statement-breakpoint
-- Reports and exports (issue 19.4, 19.5): paid orders of a location in a period.
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("location_slug", "paid_at") WHERE "paid_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "paid_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "payments_refunded_idx" ON "payments" USING btree ("refunded_at") WHERE "refunded_at" IS NOT NULL;
--> statement-breakpoint
-- Places an order in one round trip (decisions 008 and 018): takes the session's lock and then the
-- slot's, answers with the order already placed under the same idempotency key if there is one,
-- refuses a session that already has p_session_limit unpaid orders holding a slot, counts the orders
-- holding the slot at p_now, and inserts the order with its first event when the slot has room.
-- A VOLATILE function takes a fresh snapshot for each statement in it, so orders that committed while
-- it waited for a lock are seen by the counts after it.
-- Outcome 'placed', 'replay' (order_id is the earlier order), 'full' or 'too_many'.
CREATE OR REPLACE FUNCTION place_order(p_order jsonb, p_slot_end timestamptz, p_capacity integer, p_now timestamptz,
  p_session_limit integer)
RETURNS TABLE (outcome text, order_id uuid, order_number integer) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o orders;
BEGIN
  o := jsonb_populate_record(NULL::orders, p_order);
  -- Always the session's lock before the slot's, so two callers never wait for each other in turn.
  IF o.session_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('session:' || o.session_id)::bigint);
  END IF;
  PERFORM lock_slot(o.location_slug, o.expected_at);

  RETURN QUERY SELECT 'replay'::text, orders.id, orders.number FROM orders
    WHERE orders.idempotency_key = o.idempotency_key;
  IF FOUND THEN
    RETURN;
  END IF;

  IF o.session_id IS NOT NULL AND session_unpaid(o.session_id, p_now, NULL) >= p_session_limit THEN
    RETURN QUERY SELECT 'too_many'::text, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  IF slot_taken(o.location_slug, o.expected_at, p_slot_end, p_now, NULL) >= p_capacity THEN
    RETURN QUERY SELECT 'full'::text, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  -- Every column the server may send (placeOrder in checkout.repository.ts sends the order's fields
  -- under these names): a new column of orders that checkout fills belongs here too.
  INSERT INTO orders (public_id, idempotency_key, session_id, location_slug, fulfilment, customer_name,
    email, phone, postcode, house_number, addition, street, city, requested_time, expected_at, remarks,
    lines, subtotal_cents, delivery_fee_cents, total_cents, vat_cents, hold_until, vat_parts,
    delivery_vat_rate)
  VALUES (o.public_id, o.idempotency_key, o.session_id, o.location_slug, o.fulfilment, o.customer_name,
    o.email, o.phone, o.postcode, o.house_number, o.addition, o.street, o.city, o.requested_time,
    o.expected_at, o.remarks, o.lines, o.subtotal_cents, o.delivery_fee_cents, o.total_cents, o.vat_cents,
    o.hold_until, coalesce(o.vat_parts, '[]'::jsonb), coalesce(o.delivery_vat_rate, 9))
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
