-- Cart writes that must lock the session row and then read the lines after the lock, in one round trip
-- (decision 004). A VOLATILE function takes a fresh snapshot for each statement in it, so a line that a
-- concurrent add committed while this call waited for the row lock is seen by the statements after it.

-- Removes a line and, when it was the last one, clears the cart's location. Returns null when the
-- session is not valid, else the number of lines removed (0 when the line is not in this cart).
CREATE FUNCTION cart_remove_line(p_session text, p_line uuid, p_now timestamptz, p_expires timestamptz)
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
--> statement-breakpoint

-- Empties a valid session's cart: clears its location under the row lock, then deletes its lines.
CREATE FUNCTION cart_clear(p_session text, p_now timestamptz, p_expires timestamptz)
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE sessions SET expires_at = p_expires, location = NULL WHERE id = p_session AND expires_at > p_now;
  IF FOUND THEN
    DELETE FROM cart_lines WHERE session_id = p_session;
  END IF;
END
$$;
--> statement-breakpoint

-- Clears the location of a session whose lines all vanished (a product deleted by staff cascades to
-- its lines). True when it did.
CREATE FUNCTION cart_clear_stale_location(p_session text)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM sessions WHERE id = p_session FOR UPDATE;
  UPDATE sessions SET location = NULL
  WHERE id = p_session AND location IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM cart_lines WHERE session_id = p_session);
  RETURN FOUND;
END
$$;
