-- Issue 27 item 5: a product or option marked sold out from the board may come back by itself at the
-- location's next opening (as the marketplace tablets do); null: until a cook puts it back.
ALTER TABLE "products" ADD COLUMN "back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "back_at" timestamp with time zone;
