-- An order placed from a staff session (decision 029) takes the session's source, who entered it and
-- whether it is paid at pickup, in its own insert, so place_order stays the same for staff and
-- customers. Earlier in migration 0013.
CREATE OR REPLACE FUNCTION orders_take_staff_source() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE TRIGGER orders_take_staff_source BEFORE INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_take_staff_source();
