-- Issue 19 item 8 (decision 031): a receipt printer per location that polls over Star CloudPRNT, and
-- a print queue with one ticket job per accepted order and print number, leased while it prints.
CREATE TABLE "printers" (
	"location_slug" text PRIMARY KEY NOT NULL REFERENCES "locations"("slug") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_poll_at" timestamp with time zone,
	"status_code" text,
	"printer_mac" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "printers_token_hash_idx" ON "printers" ("token_hash");
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"location_slug" text NOT NULL,
	"print_number" integer NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"fetch_count" integer DEFAULT 0 NOT NULL,
	"last_code" text,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_order_print_idx" ON "print_jobs" ("order_id","print_number");
--> statement-breakpoint
CREATE INDEX "print_jobs_waiting_idx" ON "print_jobs" ("location_slug","id") WHERE "printed_at" IS NULL;
