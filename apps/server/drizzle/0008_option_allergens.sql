ALTER TABLE "options" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;
