-- Up Migration
-- Signed-in sessions. Only a hash of the session id is kept, so this table cannot be used to sign in.
CREATE TABLE auth_sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL,
  username text NOT NULL,
  role text NOT NULL,
  csrf_token text NOT NULL,
  source_ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);
CREATE INDEX auth_sessions_last_seen ON auth_sessions (last_seen_at);

-- Down Migration
DROP TABLE auth_sessions;
