-- Up Migration
-- Property alerts (issue 29): who subscribed and what they watch, from each subscriber's stream
-- (alertSubscriber-<id>). Only ACTIVE watches of CONFIRMED subscribers are matched (projections/alerts/matching).
CREATE TABLE alert_subscribers (
  id uuid PRIMARY KEY,
  -- Folded to lower case; one subscriber an address.
  email text NOT NULL UNIQUE,
  language text NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('IMMEDIATE', 'DAILY')),
  status text NOT NULL CHECK (status IN ('PENDING', 'CONFIRMED', 'UNSUBSCRIBED', 'BOUNCED')),
  bounce_count integer NOT NULL DEFAULT 0,
  -- SHA-256 (hex) of the emailed tokens: the tokens themselves are never stored.
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz,
  unsubscribe_token_hash text NOT NULL UNIQUE,
  user_id bigint,
  requested_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX alert_subscribers_status ON alert_subscribers (status);
CREATE INDEX alert_subscribers_user ON alert_subscribers (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE alert_watches (
  id uuid PRIMARY KEY,
  subscriber_id uuid NOT NULL REFERENCES alert_subscribers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('NAME', 'PARCEL', 'PLAT', 'STR')),
  -- The watch as typed, for display and for the matcher's finer checks.
  watch jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE')),
  added_at timestamptz NOT NULL
);
CREATE INDEX alert_watches_subscriber ON alert_watches (subscriber_id);

-- One row per folded key of a watch (watchKeys, projections/alerts/keys.ts): a new document's keys are looked up
-- here by equality, so no watch is ever scanned.
CREATE TABLE alert_watch_keys (
  key text NOT NULL,
  watch_id uuid NOT NULL REFERENCES alert_watches (id) ON DELETE CASCADE,
  PRIMARY KEY (key, watch_id)
);
CREATE INDEX alert_watch_keys_watch ON alert_watch_keys (watch_id);

-- Down Migration
DROP TABLE alert_watch_keys;
DROP TABLE alert_watches;
DROP TABLE alert_subscribers;
