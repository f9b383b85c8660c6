-- Up Migration
-- Two-step sign-in (issue 28). A ticket is what a right password earns when a second step is needed: only its
-- hash is kept; it lasts five minutes, hears at most five wrong codes and is used once. An enrolment's new secret
-- waits with its ticket, encrypted, until the first code proves the app holds it.
CREATE TABLE second_step_tickets (
  id_hash text PRIMARY KEY,
  user_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('verify', 'enrol')),
  language text NOT NULL,
  pending_secret text,
  wrong_codes integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX second_step_tickets_expiry ON second_step_tickets (expires_at);

-- The newest time step whose code each user has used: a code is heard once, and no older one after it.
CREATE TABLE second_step_used_steps (
  user_id bigint PRIMARY KEY,
  step bigint NOT NULL
);

-- Down Migration
DROP TABLE second_step_used_steps;
DROP TABLE second_step_tickets;
