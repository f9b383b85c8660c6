-- Up Migration

-- Chains the events written before 0046, stream by stream in position order, as the trigger would have. Appends
-- wait meanwhile (readers do not): nothing may be inserted between a stream's old events and their chain. A
-- stream already chained whole is left as it is; an event already hashed keeps its hashes.
LOCK TABLE es_events IN EXCLUSIVE MODE;

WITH unchained AS (
  SELECT DISTINCT stream_id FROM es_events WHERE chain_hash IS NULL
), hashed AS (
  SELECT e.global_position, e.stream_id, e.stream_position,
    coalesce(e.data_hash, d.data_hash) AS data_hash,
    coalesce(e.content_hash, es_content_hash(e.stream_id, e.stream_position, e.event_id, e.type, e.metadata,
      e.recorded_at,
      CASE WHEN e.type IN ('UserCreated', 'UserChanged', 'UserPasswordChanged')
        THEN sha256(convert_to(es_redacted(e.type, e.data)::text, 'UTF8')) ELSE d.data_hash END,
      d.data_hash)) AS content_hash
  FROM es_events e JOIN unchained u USING (stream_id)
    CROSS JOIN LATERAL (SELECT sha256(convert_to(e.data::text, 'UTF8')) AS data_hash) d
), chained AS (
  SELECT global_position, data_hash, content_hash,
    es_chain(content_hash) OVER (PARTITION BY stream_id ORDER BY stream_position) AS chain_hash
  FROM hashed
)
UPDATE es_events e SET data_hash = c.data_hash, content_hash = c.content_hash, chain_hash = c.chain_hash
  FROM chained c
  WHERE e.global_position = c.global_position;

-- Down Migration
UPDATE es_events SET data_hash = NULL, content_hash = NULL, chain_hash = NULL;
