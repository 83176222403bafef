-- An order entered by staff (phone or counter, decision 029) writes its audit row in its own insert,
-- so place_order stays the same for staff and customers. Earlier in migration 0013.
CREATE OR REPLACE FUNCTION orders_audit_staff_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log (user_id, user_email, action, entity, entity_id, details)
  VALUES (NEW.entered_by, coalesce(NEW.entered_by_email, ''), 'order.enter', 'order', NEW.id::text,
    jsonb_build_object('number', NEW.number, 'source', NEW.source, 'payAtPickup', NEW.pay_at_pickup,
      'location', NEW.location_slug, 'totalCents', NEW.total_cents));
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER orders_audit_staff_entry AFTER INSERT ON "orders"
  FOR EACH ROW WHEN (NEW.source <> 'online') EXECUTE FUNCTION orders_audit_staff_entry();
