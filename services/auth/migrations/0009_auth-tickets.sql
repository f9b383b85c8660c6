-- Up Migration
-- Single-use tickets sent by email: complete a registration, or reset a password. Only a hash of each is kept.
CREATE TABLE auth_tickets (
  id_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'passwordReset')),
  user_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_tickets_user ON auth_tickets (user_id, purpose);

-- Down Migration
DROP TABLE auth_tickets;
