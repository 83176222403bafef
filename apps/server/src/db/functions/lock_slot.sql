-- The slot's lock (location, minute of the slot start), taken by everything that counts a slot's
-- orders and then adds one: placing an order, renewing a hold, accepting a late payment.
-- Earlier in migration 0006.
CREATE OR REPLACE FUNCTION lock_slot(p_location text, p_at timestamptz) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(
    hashtext('slot:' || p_location),
    (floor(extract(epoch FROM p_at) / 60)::bigint % 2000000000)::integer);
END
$$;
