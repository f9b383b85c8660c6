-- Up Migration
-- The key the alert emails' unsubscribe links are signed with (services/alerts/tokens.ts): an HMAC of the
-- subscriber's id, so every alert email can carry a one-click link while only the link's hash is stored.
-- Random per installation (gen_random_uuid draws from PostgreSQL's strong random source).
CREATE TABLE alert_link_key (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret text NOT NULL
);
INSERT INTO alert_link_key (secret)
VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- Down Migration
DROP TABLE alert_link_key;
