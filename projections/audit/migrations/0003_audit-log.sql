-- Up Migration
-- One row per event: who did what to which stream, when and from where (DESIGN §2, audit).
CREATE TABLE audit_log (
  global_position bigint PRIMARY KEY,
  stream_category text NOT NULL,
  stream_id text NOT NULL,
  stream_position bigint NOT NULL,
  event_type text NOT NULL,
  actor_user_id text,
  actor_username text,
  source_ip text,
  correlation_id text,
  system_process text,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX audit_log_stream ON audit_log (stream_id, stream_position);
CREATE INDEX audit_log_actor ON audit_log (actor_user_id, recorded_at);
CREATE INDEX audit_log_category_time ON audit_log (stream_category, recorded_at);

-- Down Migration
DROP TABLE audit_log;
