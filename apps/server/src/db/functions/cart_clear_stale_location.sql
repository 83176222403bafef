-- Clears the location of a session whose lines all vanished (a product deleted by staff cascades to
-- its lines). True when it did. Earlier in migration 0003.
CREATE OR REPLACE FUNCTION cart_clear_stale_location(p_session text)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM sessions WHERE id = p_session FOR UPDATE;
  UPDATE sessions SET location = NULL
  WHERE id = p_session AND location IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM cart_lines WHERE session_id = p_session);
  RETURN FOUND;
END
$$;
