-- Refunds (issue 19.1, decision 028): every refund of an order is a row of its own, full or partial,
-- from the admin or made by the site itself (a cancelled paid order, a payment that came too late or
-- twice). The payments' refund columns of decisions 018 and 024 move here.
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb,
	"vat_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_key" text NOT NULL,
	"provider_refund_id" text,
	"status" text DEFAULT 'due' NOT NULL,
	"claimed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_number_unique" UNIQUE("number"),
	CONSTRAINT "refunds_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("status" IN ('due', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_key_idx" ON "refunds" USING btree ("order_id", "idempotency_key");
--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("created_at") WHERE "status" = 'due';
--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");
--> statement-breakpoint
-- The refunds made so far: one full refund per payment, under the provider key they were asked with.
INSERT INTO "refunds" ("order_id", "payment_id", "amount_cents", "reason", "vat_parts", "actor", "idempotency_key",
  "provider_key", "provider_refund_id", "status", "claimed_at", "refunded_at", "created_at")
SELECT p."order_id", p."id", p."amount_cents", p."refund_reason",
  CASE WHEN p."amount_cents" = o."total_cents" AND o."status" = 'cancelled' AND o."paid_at" IS NOT NULL
    THEN o."vat_parts" ELSE '[]'::jsonb END,
  'system', 'auto:' || p."id", 'refund-' || p."id", p."refund_id",
  CASE WHEN p."refund_id" IS NULL THEN 'due' ELSE 'refunded' END,
  p."refund_claimed_at", p."refunded_at", coalesce(p."refunded_at", p."updated_at")
FROM "payments" p JOIN "orders" o ON o."id" = p."order_id"
WHERE p."refund_reason" IS NOT NULL AND p."amount_cents" > 0
ORDER BY p."updated_at";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_reason";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_id";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refunded_at";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_claimed_at";
--> statement-breakpoint
-- Never more back than a payment paid, whoever inserts: the payment's row lock puts refunds of one
-- payment in line, and the sum is read after it (a fresh snapshot per statement in a VOLATILE function).
CREATE OR REPLACE FUNCTION refunds_within_payment() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  paid integer;
  given integer;
BEGIN
  SELECT amount_cents INTO paid FROM payments WHERE id = NEW.payment_id AND status = 'paid' FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'refund of payment % that is not paid', NEW.payment_id USING ERRCODE = 'check_violation',
      CONSTRAINT = 'refunds_within_payment';
  END IF;
  SELECT coalesce(sum(amount_cents), 0) INTO given FROM refunds WHERE payment_id = NEW.payment_id;
  IF given + NEW.amount_cents > paid THEN
    RAISE EXCEPTION 'refunds of payment % would exceed its amount', NEW.payment_id USING ERRCODE = 'check_violation',
      CONSTRAINT = 'refunds_within_payment';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "refunds_within_payment" BEFORE INSERT ON "refunds" FOR EACH ROW EXECUTE FUNCTION refunds_within_payment();
--> statement-breakpoint
-- The demo provider's refunds, one per idempotency key, as a provider keeps them (partial ones too).
CREATE TABLE "demo_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "demo_refunds" ADD CONSTRAINT "demo_refunds_payment_id_demo_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."demo_payments"("id") ON DELETE cascade ON UPDATE no action;
