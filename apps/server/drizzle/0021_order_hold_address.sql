-- Holds one address cannot pile up (issue 26 item 4, decision 045): an unpaid order placed by a
-- customer keeps a hash of the client address (its /64 for IPv6) while it holds its place, so
-- place_order can count the unpaid orders of one address across sessions. Cleared once the order no
-- longer holds a place (paid, failed, cancelled or its hold ran out), by the privacy sweep and by an
-- erasure; orders entered by staff have none.
ALTER TABLE "orders" ADD COLUMN "client_key" text;
--> statement-breakpoint
CREATE INDEX "orders_client_key_idx" ON "orders" USING btree ("client_key") WHERE "orders"."client_key" is not null;
