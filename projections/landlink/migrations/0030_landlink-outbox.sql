-- Up Migration
-- LandLink's outbox (docs/landlink.md). landlink_postings: one row a charge part the configuration marks for
-- posting, built from the log by the landlink-outbox projection, with the state it folds to decide that
-- (landlink_rules: the escrow, creditCardExtra and common sections as the log had them; landlink_accounts: each
-- account's LandLink number and postToLandLink). landlink_deliveries: what sending did, written by the posting job;
-- not the projection's, so a rebuild of the outbox forgets nothing that was sent.
CREATE TABLE landlink_postings (
  key text PRIMARY KEY,
  account_id bigint NOT NULL,
  charge_event_id text NOT NULL,
  part text NOT NULL,
  landlink_account text NOT NULL,
  fee_code text NOT NULL,
  charge_code text NOT NULL,
  amount_cents bigint NOT NULL,
  description text NOT NULL,
  charged_at timestamptz NOT NULL,
  county_date date NOT NULL
);
CREATE INDEX landlink_postings_charged_at ON landlink_postings (charged_at, key);
CREATE INDEX landlink_postings_account ON landlink_postings (account_id, charged_at DESC);

CREATE TABLE landlink_rules (
  section text PRIMARY KEY,
  "values" jsonb NOT NULL
);

CREATE TABLE landlink_accounts (
  account_id bigint PRIMARY KEY,
  landlink_account text NOT NULL,
  post_to_landlink boolean NOT NULL
);

-- status: enqueued (a job holds it), sent (LandLink answered 201, or 200 for a key it had), dead (refused, or
-- failed at its last attempt: in the posting queue's failed list until retried).
CREATE TABLE landlink_deliveries (
  key text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('enqueued', 'sent', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  enqueued_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  duplicate boolean NOT NULL DEFAULT false,
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX landlink_deliveries_status ON landlink_deliveries (status, enqueued_at);

-- Down Migration
DROP TABLE landlink_deliveries;
DROP TABLE landlink_accounts;
DROP TABLE landlink_rules;
DROP TABLE landlink_postings;
