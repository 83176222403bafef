-- Phone and walk-in orders entered by staff (issue 19 item 6, decision 029). Staff fill a cart session
-- of their own through the cart's functions and place it through checkout's place_order, like any
-- customer; the session row says who entered it and how, and the triggers below copy that onto the
-- order and write the audit row in the order's own insert, so place_order itself stays as it is.
ALTER TABLE "sessions" ADD COLUMN "source" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "entered_by" uuid;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "entered_by_email" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "pay_at_pickup" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- 'online' (the customer on the site), 'phone' or 'counter' (entered by staff).
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by" uuid;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by_email" text;
--> statement-breakpoint
-- Paid at the counter when picked up: the kitchen sees it before it is paid (paid_at stays null
-- until staff record the payment, so reports count it from then on).
ALTER TABLE "orders" ADD COLUMN "pay_at_pickup" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- How a payment was made: null for the provider's own, 'cash' or 'pin' for one taken at the counter
-- (provider 'counter').
ALTER TABLE "payments" ADD COLUMN "method" text;
--> statement-breakpoint
CREATE FUNCTION orders_take_staff_source() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s sessions;
BEGIN
  IF NEW.session_id IS NOT NULL THEN
    SELECT * INTO s FROM sessions WHERE sessions.id = NEW.session_id AND sessions.source IS NOT NULL;
    IF FOUND THEN
      NEW.source := s.source;
      NEW.entered_by := s.entered_by;
      NEW.entered_by_email := s.entered_by_email;
      NEW.pay_at_pickup := s.pay_at_pickup;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_take_staff_source BEFORE INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_take_staff_source();
--> statement-breakpoint
CREATE FUNCTION orders_audit_staff_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log (user_id, user_email, action, entity, entity_id, details)
  VALUES (NEW.entered_by, coalesce(NEW.entered_by_email, ''), 'order.enter', 'order', NEW.id::text,
    jsonb_build_object('number', NEW.number, 'source', NEW.source, 'payAtPickup', NEW.pay_at_pickup,
      'location', NEW.location_slug, 'totalCents', NEW.total_cents));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_audit_staff_entry AFTER INSERT ON "orders"
  FOR EACH ROW WHEN (NEW.source <> 'online') EXECUTE FUNCTION orders_audit_staff_entry();
--> statement-breakpoint
CREATE INDEX "orders_source_idx" ON "orders" USING btree ("source", "created_at") WHERE "source" <> 'online';
