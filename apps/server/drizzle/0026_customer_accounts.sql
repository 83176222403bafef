-- "Mijn Gouden Haan" without a password (issue 29 item 1, decision 049): a customer is an e-mail
-- address. A sign-in link (30 minutes, once) and a session (90 days) are stored only as the SHA-256 of
-- their token; saved details exist only while the customer consents to keeping them. An erasure
-- (decision 025) removes all three by the address.
CREATE TABLE "customer_accounts" (
	"email" text PRIMARY KEY NOT NULL,
	"details" jsonb,
	"consented_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_sign_in_links_expires_idx" ON "customer_sign_in_links" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "customer_sign_in_links_email_idx" ON "customer_sign_in_links" USING btree ("email");
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_sessions_email_idx" ON "customer_sessions" USING btree ("email");
