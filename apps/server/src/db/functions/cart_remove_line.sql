-- Cart writes that must lock the session row and then read the lines after the lock, in one round trip
-- (decision 004). A VOLATILE function takes a fresh snapshot for each statement in it, so a line that a
-- concurrent add committed while this call waited for the row lock is seen by the statements after it.
--
-- Removes a line and, when it was the last one, clears the cart's location. Returns null when the
-- session is not valid, else the number of lines removed (0 when the line is not in this cart).
-- Earlier in migration 0003.
CREATE OR REPLACE FUNCTION cart_remove_line(p_session text, p_line uuid, p_now timestamptz, p_expires timestamptz)
RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  removed integer;
BEGIN
  UPDATE sessions SET expires_at = p_expires WHERE id = p_session AND expires_at > p_now;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  DELETE FROM cart_lines WHERE id = p_line AND session_id = p_session;
  GET DIAGNOSTICS removed = ROW_COUNT;
  UPDATE sessions SET location = NULL
  WHERE id = p_session AND location IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM cart_lines WHERE session_id = p_session);
  RETURN removed;
END
$$;
