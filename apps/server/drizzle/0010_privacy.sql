CREATE TABLE "privacy_requests" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_expires_idx" ON "privacy_requests" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "orders_retention_idx" ON "orders" USING btree ("created_at") WHERE "orders"."anonymised_at" is null;
--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "keep_consent" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at");
