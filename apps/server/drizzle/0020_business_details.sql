-- Issue 31 item 8 (decision 044): per location the legal name, address, KvK number and btw-id that
-- receipts, credit notes and the footer show. Null until the owner fills them in; the seed gives the
-- demo locations obviously fake ones. Nothing else changes, so no rollup or function is touched.
ALTER TABLE "locations" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "kvk_number" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "vat_number" text;
