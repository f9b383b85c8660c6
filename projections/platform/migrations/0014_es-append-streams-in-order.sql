-- Up Migration

-- es_append_streams again, safe beside another batch over the same streams: the existing streams are locked in
-- stream_id order before anything is written (two batches locking in the order their records came could each
-- hold a row the other waits for), new ones are created in that order too, and a stream that moved or was
-- created meanwhile raises 'ES409' with the stream's id as DETAIL and its version (or no_stream) as HINT.
CREATE OR REPLACE FUNCTION es_append_streams(p_streams text[], p_expected bigint[], p_events jsonb)
RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  moved text;
  moved_version bigint;
  wanted_new bigint;
  created text[];
  appended bigint;
BEGIN
  PERFORM 1 FROM es_streams WHERE stream_id = ANY(p_streams) ORDER BY stream_id FOR UPDATE;

  SELECT b.s, s.version INTO moved, moved_version
    FROM unnest(p_streams, p_expected) AS b(s, x) LEFT JOIN es_streams s ON s.stream_id = b.s
    WHERE s.version IS DISTINCT FROM nullif(b.x, 0)
    ORDER BY b.s LIMIT 1;
  IF moved IS NOT NULL THEN
    RAISE EXCEPTION 'stream % is not at its expected version', moved
      USING ERRCODE = 'ES409', DETAIL = moved, HINT = coalesce(moved_version::text, 'no_stream');
  END IF;

  SELECT count(*) INTO wanted_new FROM unnest(p_expected) AS b(x) WHERE x = 0;
  IF wanted_new > 0 THEN
    WITH inserted AS (
      INSERT INTO es_streams (stream_id, version)
        SELECT b.s, jsonb_array_length(p_events -> (b.i::int - 1))
        FROM unnest(p_streams, p_expected) WITH ORDINALITY AS b(s, x, i) WHERE b.x = 0 ORDER BY b.s
        ON CONFLICT (stream_id) DO NOTHING
        RETURNING stream_id)
    SELECT array_agg(stream_id) INTO created FROM inserted;
    IF coalesce(cardinality(created), 0) <> wanted_new THEN
      SELECT b.s INTO moved FROM unnest(p_streams, p_expected) AS b(s, x)
        WHERE b.x = 0 AND NOT b.s = ANY(coalesce(created, '{}')) ORDER BY b.s LIMIT 1;
      SELECT version INTO moved_version FROM es_streams WHERE stream_id = moved;
      RAISE EXCEPTION 'stream % was created meanwhile', moved
        USING ERRCODE = 'ES409', DETAIL = moved, HINT = coalesce(moved_version::text, 'no_stream');
    END IF;
  END IF;

  UPDATE es_streams s SET version = s.version + jsonb_array_length(p_events -> (b.i::int - 1))
    FROM unnest(p_streams, p_expected) WITH ORDINALITY AS b(s, x, i)
    WHERE b.x > 0 AND s.stream_id = b.s;

  INSERT INTO es_events (stream_id, stream_position, event_id, type, data, metadata)
    SELECT b.s, b.x + e.ord, (e.value->>'id')::uuid, e.value->>'type', e.value->'data',
      coalesce(e.value->'metadata', '{}'::jsonb)
    FROM unnest(p_streams, p_expected) WITH ORDINALITY AS b(s, x, i),
      jsonb_array_elements(p_events -> (b.i::int - 1)) WITH ORDINALITY AS e(value, ord)
    ORDER BY b.i, e.ord;
  GET DIAGNOSTICS appended = ROW_COUNT;
  RETURN appended;
END;
$$;

-- Down Migration
CREATE OR REPLACE FUNCTION es_append_streams(p_streams text[], p_expected bigint[], p_events jsonb)
RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  wanted_new bigint;
  wanted_existing bigint;
  done bigint;
  appended bigint;
BEGIN
  SELECT count(*) FILTER (WHERE x = 0), count(*) FILTER (WHERE x > 0) INTO wanted_new, wanted_existing
    FROM unnest(p_expected) AS b(x);

  INSERT INTO es_streams (stream_id, version)
    SELECT b.s, jsonb_array_length(p_events -> (b.i::int - 1))
    FROM unnest(p_streams, p_expected) WITH ORDINALITY AS b(s, x, i) WHERE b.x = 0 ORDER BY b.s
    ON CONFLICT (stream_id) DO NOTHING;
  GET DIAGNOSTICS done = ROW_COUNT;
  IF done <> wanted_new THEN
    RAISE EXCEPTION 'a stream of the batch expected no stream but exists' USING ERRCODE = 'ES409';
  END IF;

  IF wanted_existing > 0 THEN
    UPDATE es_streams s SET version = s.version + jsonb_array_length(p_events -> (b.i::int - 1))
      FROM unnest(p_streams, p_expected) WITH ORDINALITY AS b(s, x, i)
      WHERE b.x > 0 AND s.stream_id = b.s AND s.version = b.x;
    GET DIAGNOSTICS done = ROW_COUNT;
    IF done <> wanted_existing THEN
      RAISE EXCEPTION 'a stream of the batch is not at its expected version' USING ERRCODE = 'ES409';
    END IF;
  END IF;

  INSERT INTO es_events (stream_id, stream_position, event_id, type, data, metadata)
    SELECT b.s, b.x + e.ord, (e.value->>'id')::uuid, e.value->>'type', e.value->'data',
      coalesce(e.value->'metadata', '{}'::jsonb)
    FROM unnest(p_streams, p_expected) WITH ORDINALITY AS b(s, x, i),
      jsonb_array_elements(p_events -> (b.i::int - 1)) WITH ORDINALITY AS e(value, ord)
    ORDER BY b.i, e.ord;
  GET DIAGNOSTICS appended = ROW_COUNT;
  RETURN appended;
END;
$$;
