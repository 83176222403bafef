-- Never more back than a payment paid, whoever inserts (decision 028): the payment's row lock puts
-- refunds of one payment in line, and the sum is read after it (a fresh snapshot per statement in a
-- VOLATILE function). refunds.service.ts knows the error by its constraint name. Earlier in migration
-- 0012.
CREATE OR REPLACE FUNCTION refunds_within_payment() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  paid integer;
  given integer;
BEGIN
  SELECT amount_cents INTO paid FROM payments WHERE id = NEW.payment_id AND status = 'paid' FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'refund of payment % that is not paid', NEW.payment_id USING ERRCODE = 'check_violation',
      CONSTRAINT = 'refunds_within_payment';
  END IF;
  SELECT coalesce(sum(amount_cents), 0) INTO given FROM refunds WHERE payment_id = NEW.payment_id;
  IF given + NEW.amount_cents > paid THEN
    RAISE EXCEPTION 'refunds of payment % would exceed its amount', NEW.payment_id USING ERRCODE = 'check_violation',
      CONSTRAINT = 'refunds_within_payment';
  END IF;
  RETURN NEW;
END
$$;

CREATE OR REPLACE TRIGGER "refunds_within_payment" BEFORE INSERT ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION refunds_within_payment();
