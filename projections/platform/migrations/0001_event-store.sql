-- Up Migration

-- The event log. transaction_id orders commits safely: readers only take rows whose
-- transaction is older than every transaction still running (see eventstore/store.ts).
CREATE TABLE es_events (
  global_position bigserial PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_position bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_position)
);
CREATE INDEX es_events_commit_order ON es_events (transaction_id, global_position);
CREATE INDEX es_events_type_commit_order ON es_events (type, transaction_id, global_position);

CREATE TABLE es_streams (
  stream_id text PRIMARY KEY,
  version bigint NOT NULL
);

-- Appends p_events (a JSON array of {id, type, data, metadata}) to a stream in one round trip and
-- returns, in one row, where the events landed (one row rather than one per event keeps batches cheap).
-- p_expected: 'any', 'no_stream', 'stream_exists' or a version number as text.
-- Raises SQLSTATE 'ES409' with the actual version when the expectation fails.
CREATE FUNCTION es_append(p_stream text, p_expected text, p_events jsonb)
RETURNS TABLE (next_version bigint, global_positions bigint[], transaction_id xid8, recorded_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  n bigint := jsonb_array_length(p_events);
  v bigint;
  actual bigint;
BEGIN
  IF n = 0 THEN
    RAISE EXCEPTION 'no events to append' USING ERRCODE = '22023';
  END IF;
  IF p_expected = 'any' THEN
    INSERT INTO es_streams AS s (stream_id, version) VALUES (p_stream, n)
      ON CONFLICT (stream_id) DO UPDATE SET version = s.version + n
      RETURNING s.version INTO v;
  ELSIF p_expected = 'no_stream' OR p_expected = '0' THEN
    INSERT INTO es_streams (stream_id, version) VALUES (p_stream, n)
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING version INTO v;
  ELSIF p_expected = 'stream_exists' THEN
    UPDATE es_streams SET version = version + n WHERE stream_id = p_stream RETURNING version INTO v;
  ELSE
    UPDATE es_streams SET version = version + n
      WHERE stream_id = p_stream AND version = p_expected::bigint
      RETURNING version INTO v;
  END IF;
  IF v IS NULL THEN
    SELECT version INTO actual FROM es_streams WHERE stream_id = p_stream;
    RAISE EXCEPTION 'stream % expected version %, actual %', p_stream, p_expected, coalesce(actual::text, 'no_stream')
      USING ERRCODE = 'ES409', DETAIL = coalesce(actual::text, 'no_stream');
  END IF;
  RETURN QUERY
  WITH inserted AS (
    INSERT INTO es_events (stream_id, stream_position, event_id, type, data, metadata)
    SELECT p_stream, v - n + e.ord, (e.value->>'id')::uuid, e.value->>'type', e.value->'data',
           coalesce(e.value->'metadata', '{}'::jsonb)
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ord)
    ORDER BY e.ord
    RETURNING es_events.stream_position, es_events.global_position
  )
  SELECT v, array_agg(inserted.global_position ORDER BY inserted.stream_position), pg_current_xact_id(), now()
  FROM inserted;
END;
$$;

-- Down Migration
DROP FUNCTION es_append(text, text, jsonb);
DROP TABLE es_streams;
DROP TABLE es_events;
