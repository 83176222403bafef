-- The stamp card's writes (decision 052), in the transaction of the order's own change, whichever path
-- placed or paid it (online, a phone or counter order, a late payment):
-- - placed with a reward line (`stamp:<location>`): the reward of the session's claim is used (it holds
--   the card's stamps from now on) and the claim is gone; a card no longer full by then (its reward went
--   to another order in the meantime) refuses the order with `stamp_reward_gone`;
-- - paid: a stamp for the order's e-mail address when the location's card is on and what the customer
--   pays for the items (after discounts, without delivery) reaches the card's minimum;
-- - anonymised (an erasure or the retention sweep): its stamp and its use of a reward are deleted, and
--   the claims of its address.
CREATE OR REPLACE FUNCTION orders_stamps() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_claim record;
  v_card record;
BEGIN
  -- Erased or past its retention (decision 025): the address's stamps, uses and claims go with it.
  IF TG_OP = 'UPDATE' AND OLD.anonymised_at IS NULL AND NEW.anonymised_at IS NOT NULL THEN
    DELETE FROM stamps WHERE order_id = NEW.id;
    DELETE FROM stamp_redemptions WHERE order_id = NEW.id;
    DELETE FROM stamp_claims WHERE email = lower(OLD.email);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.session_id IS NOT NULL
     AND jsonb_path_exists(NEW.discounts, '$[*] ? (@.source starts with "stamp:")') THEN
    SELECT * INTO v_claim FROM stamp_claims WHERE session_id = NEW.session_id AND location_slug = NEW.location_slug;
    SELECT * INTO v_card FROM stamp_cards WHERE location_slug = NEW.location_slug;
    IF v_claim IS NULL OR v_card IS NULL THEN
      RAISE EXCEPTION 'stamp_reward_gone';
    END IF;
    PERFORM pg_advisory_xact_lock(hashtext('stamps:' || NEW.location_slug || ':' || v_claim.email));
    IF stamp_balance(NEW.location_slug, v_claim.email) < v_card.stamps_needed THEN
      RAISE EXCEPTION 'stamp_reward_gone';
    END IF;
    INSERT INTO stamp_redemptions (order_id, location_slug, email, stamps_used)
      VALUES (NEW.id, NEW.location_slug, v_claim.email, v_card.stamps_needed);
    DELETE FROM stamp_claims WHERE session_id = NEW.session_id;
  END IF;
  IF NEW.paid_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.paid_at IS NULL) THEN
    INSERT INTO stamps (order_id, location_slug, email)
      SELECT NEW.id, NEW.location_slug, lower(NEW.email) FROM stamp_cards c
      WHERE c.location_slug = NEW.location_slug AND c.enabled
        AND NEW.subtotal_cents - NEW.discount_cents >= c.minimum_order_cents
      ON CONFLICT (order_id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "orders_stamps_insert" AFTER INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_stamps();

CREATE OR REPLACE TRIGGER "orders_stamps_paid" AFTER UPDATE OF "paid_at" ON "orders"
  FOR EACH ROW WHEN (OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL) EXECUTE FUNCTION orders_stamps();

CREATE OR REPLACE TRIGGER "orders_stamps_anonymised" AFTER UPDATE OF "anonymised_at" ON "orders"
  FOR EACH ROW WHEN (OLD.anonymised_at IS NULL AND NEW.anonymised_at IS NOT NULL) EXECUTE FUNCTION orders_stamps();
