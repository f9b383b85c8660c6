-- Up Migration

-- The state of an aggregate folded up to one event of its stream, so a command on a long stream reads only the
-- events after it (services/platform/commands/handle-command.ts). A snapshot is a cache, never the truth: it is
-- keyed by the fingerprint of the code that folded it (a change to that code leaves it unused) and names the
-- event it was folded up to (stream_position = version, event_id), so it is used only while that very event is
-- in the stream. Losing the table loses nothing but time.
CREATE TABLE es_snapshots (
  stream_id text NOT NULL,
  fingerprint text NOT NULL,
  version bigint NOT NULL,
  event_id uuid NOT NULL,
  state json NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, fingerprint)
);

-- Down Migration
DROP TABLE es_snapshots;
