-- The team in the browser (issue 27 item 7, decision 047). An account is invited (it has no password of
-- its own yet), active, or deactivated (it cannot sign in or reset; its sessions are gone). Accounts
-- made before this are active.
ALTER TABLE "admin_users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_status_check" CHECK ("status" IN ('invited', 'active', 'deactivated'));
--> statement-breakpoint
-- A link's purpose: a password reset (30 minutes) or an invitation (72 hours). Both single-use, hashed.
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_purpose_check" CHECK ("purpose" IN ('reset', 'invite'));
