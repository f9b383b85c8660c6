-- Up Migration

-- Appends to many streams in one statement, set-based: what an import of a million records needs (es_append
-- called once per stream costs about ten times more). p_streams, p_expected (0 for no stream yet) and
-- p_events (a JSON array holding, per stream, the array of its {id, type, data, metadata}) line up by index.
-- The same guarantees as es_append: a stream created meanwhile, or moved past its expected version, raises
-- SQLSTATE 'ES409' naming it, and the caller's transaction writes nothing of the batch.
CREATE FUNCTION es_append_streams(p_streams text[], p_expected bigint[], p_events jsonb)
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

-- Down Migration
DROP FUNCTION es_append_streams(text[], bigint[], jsonb);
