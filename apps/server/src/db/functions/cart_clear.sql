-- Empties a valid session's cart: clears its location under the row lock, then deletes its lines,
-- in one round trip (decision 004, cart.repository.ts). Earlier in migration 0003.
CREATE OR REPLACE FUNCTION cart_clear(p_session text, p_now timestamptz, p_expires timestamptz)
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE sessions SET expires_at = p_expires, location = NULL WHERE id = p_session AND expires_at > p_now;
  IF FOUND THEN
    DELETE FROM cart_lines WHERE session_id = p_session;
  END IF;
END
$$;
