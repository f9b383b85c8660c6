-- Up Migration
-- Property alerts (issue 29): the alert emails (services/alerts/delivery). One row an email, written with the matches
-- it lists before it is sent, marked SENT after: a crash in between sends that one email again, never another.
-- Kept apart from alert_matches (a read model a rebuild refills): what was sent is never forgotten.
CREATE TABLE alert_deliveries (
  id uuid PRIMARY KEY,
  subscriber_id uuid NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('IMMEDIATE', 'DAILY')),
  -- The county's day it was made on (its clock): one DAILY email a person a day; the staff's sent-per-day.
  county_day date NOT NULL,
  -- The email whole (to, subject, text, headers), so a retry sends exactly what was meant.
  message jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('SENDING', 'SENT', 'BOUNCED', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX alert_deliveries_sending ON alert_deliveries (updated_at) WHERE status = 'SENDING';
CREATE INDEX alert_deliveries_subscriber ON alert_deliveries (subscriber_id, county_day);
CREATE INDEX alert_deliveries_day ON alert_deliveries (county_day) WHERE status = 'SENT';

-- Each match once: the email it went out in, or none when it came due while the county had alerts turned off.
CREATE TABLE alert_delivered_matches (
  watch_id uuid NOT NULL,
  doc_id text NOT NULL,
  delivery_id uuid REFERENCES alert_deliveries (id),
  PRIMARY KEY (watch_id, doc_id)
);
CREATE INDEX alert_delivered_matches_delivery ON alert_delivered_matches (delivery_id);

-- Down Migration
DROP TABLE alert_delivered_matches;
DROP TABLE alert_deliveries;
