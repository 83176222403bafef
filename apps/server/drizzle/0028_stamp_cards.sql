-- The stamp card (issue 29 item 2, decision 052): a card per location, a stamp per paid order, a claim
-- of a full card's reward for a cart, and the reward's use by an order. Stamps and uses count while
-- their order allows (read by the stamps module); the trigger orders_stamps writes them.
CREATE TABLE "stamp_cards" (
	"location_slug" text PRIMARY KEY NOT NULL REFERENCES "locations"("slug") ON DELETE cascade,
	"enabled" boolean DEFAULT false NOT NULL,
	"stamps_needed" smallint NOT NULL CHECK ("stamps_needed" BETWEEN 2 AND 50),
	"reward_amount_off_cents" integer CHECK ("reward_amount_off_cents" > 0),
	"reward_product" text,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL CHECK ("minimum_order_cents" >= 0),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_cards_one_reward" CHECK (("reward_amount_off_cents" IS NULL) <> ("reward_product" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "stamps" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"location_slug" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stamps_holder_idx" ON "stamps" USING btree ("location_slug","email");
--> statement-breakpoint
CREATE TABLE "stamp_claims" (
	"session_id" text PRIMARY KEY NOT NULL REFERENCES "sessions"("id") ON DELETE cascade,
	"location_slug" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamp_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"location_slug" text NOT NULL,
	"email" text NOT NULL,
	"stamps_used" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stamp_redemptions_holder_idx" ON "stamp_redemptions" USING btree ("location_slug","email");
