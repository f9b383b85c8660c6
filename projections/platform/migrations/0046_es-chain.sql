-- Up Migration

-- The event log's chain (docs/decisions.md, "The event log's chain"). Each event, as it is inserted, gets
--   data_hash    = sha256(data as jsonb text), the data as appended (a purge's redaction leaves it as it was);
--   content_hash = sha256(utf8(header) || kept_hash || data_hash), where header is the jsonb text of
--                  [stream_id, stream_position, event_id, type, metadata, recorded_at in UTC to the microsecond]
--                  and kept_hash is sha256 of the jsonb text of the data with a purge's personal fields blanked
--                  (es_redacted) for the user events a purge rewrites, else data_hash;
--   chain_hash   = sha256(previous chain_hash of the same stream || content_hash), the first event of a stream
--                  chained to the empty string.
-- jsonb's text is canonical: keys sorted (shorter first, then by bytes), duplicates dropped, one spelling of
-- whitespace and of every escape; a number keeps the digits it was stored with. So the same stored value always
-- prints, and hashes, the same, whatever order a writer's JSON had. The chain is per stream: appends to different
-- streams never wait for each other; appends to one stream already wait on its es_streams row.
ALTER TABLE es_events
  ADD COLUMN data_hash bytea,
  ADD COLUMN content_hash bytea,
  ADD COLUMN chain_hash bytea;

-- A user's personal fields blanked and a password hash replaced, as projections/users/redaction.ts does when a
-- user is purged (its personalFields; a test keeps the two lists equal). Idempotent.
CREATE FUNCTION es_redacted_fields(p_fields jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_object_agg(f.key, CASE
      WHEN f.key IN ('firstName', 'lastName', 'company', 'address', 'city', 'state', 'zip', 'email', 'phone')
        THEN '""'::jsonb
      WHEN f.key = 'passwordHash' THEN '"redacted"'::jsonb
      ELSE f.value END), '{}'::jsonb)
  FROM jsonb_each(p_fields) AS f
$$;

-- What a purge may leave of an event's data: the fields it never touches.
CREATE FUNCTION es_redacted(p_type text, p_data jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN p_type IN ('UserCreated', 'UserPasswordChanged') AND jsonb_typeof(p_data) = 'object'
      THEN es_redacted_fields(p_data)
    WHEN p_type = 'UserChanged' AND jsonb_typeof(p_data -> 'changes') = 'object'
      THEN p_data || jsonb_build_object('changes', es_redacted_fields(p_data -> 'changes'))
    ELSE p_data END
$$;

CREATE FUNCTION es_content_hash(
  p_stream text, p_position bigint, p_event uuid, p_type text, p_metadata jsonb, p_recorded timestamptz,
  p_kept_hash bytea, p_data_hash bytea) RETURNS bytea
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT sha256(convert_to(jsonb_build_array(p_stream, p_position, p_event::text, p_type, p_metadata,
      to_char(p_recorded AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text, 'UTF8')
    || p_kept_hash || p_data_hash)
$$;

-- Folds content hashes into a chain: es_chain(content_hash ORDER BY stream_position) is a stream's head.
CREATE FUNCTION es_chain_step(p_previous bytea, p_content bytea) RETURNS bytea
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT sha256(p_previous || p_content) $$;
CREATE AGGREGATE es_chain(bytea) (SFUNC = es_chain_step, STYPE = bytea, INITCOND = '');

-- Every insert is chained, whichever function appends. A BEFORE ROW trigger sees the rows its own statement
-- inserted before (es_append and es_append_streams insert a stream's events in position order), and the stream's
-- previous event is committed or ours: appends to one stream wait on its es_streams row. A missing previous event
-- (a gap in the log) leaves chain_hash NULL, which `npm run audit -- verify` names.
CREATE FUNCTION es_chain_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kept bytea;
  previous bytea := '\x'::bytea;
BEGIN
  NEW.data_hash := sha256(convert_to(NEW.data::text, 'UTF8'));
  IF NEW.type IN ('UserCreated', 'UserChanged', 'UserPasswordChanged') THEN
    kept := sha256(convert_to(es_redacted(NEW.type, NEW.data)::text, 'UTF8'));
  ELSE
    kept := NEW.data_hash;
  END IF;
  NEW.content_hash := es_content_hash(NEW.stream_id, NEW.stream_position, NEW.event_id, NEW.type, NEW.metadata,
    NEW.recorded_at, kept, NEW.data_hash);
  IF NEW.stream_position > 1 THEN
    SELECT e.chain_hash INTO previous FROM es_events e
      WHERE e.stream_id = NEW.stream_id AND e.stream_position = NEW.stream_position - 1;
  END IF;
  NEW.chain_hash := sha256(previous || NEW.content_hash);
  RETURN NEW;
END;
$$;

CREATE TRIGGER es_events_chain BEFORE INSERT ON es_events FOR EACH ROW EXECUTE FUNCTION es_chain_event();

-- Down Migration
DROP TRIGGER es_events_chain ON es_events;
DROP FUNCTION es_chain_event();
DROP AGGREGATE es_chain(bytea);
DROP FUNCTION es_chain_step(bytea, bytea);
DROP FUNCTION es_content_hash(text, bigint, uuid, text, jsonb, timestamptz, bytea, bytea);
DROP FUNCTION es_redacted(text, jsonb);
DROP FUNCTION es_redacted_fields(jsonb);
ALTER TABLE es_events DROP COLUMN chain_hash, DROP COLUMN content_hash, DROP COLUMN data_hash;
