-- Issue 18, the kitchen side (decision 024): a paid order is accepted with a preparation time (or
-- rejected and refunded), a location may accept by itself after some minutes, may be busy (extra
-- minutes on every estimate) and may pause online orders until a set time.
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "orders_unaccepted_idx" ON "orders" ("paid_at") WHERE "status" = 'paid';
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "auto_accept_minutes" integer;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "busy_minutes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "paused_until" timestamp with time zone;
--> statement-breakpoint
-- Who is asking the provider for a refund right now: one caller at a time, however many cancel at once.
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;
