-- Up Migration
-- The recorder's list of e-file submissions (services/efile/review): one row a submission, from its stream
-- (efileSubmission-<id>): what was filed, by whom, what it cost and how it was paid, and the recorder's decision.
CREATE TABLE efile_submissions (
  submission_id uuid PRIMARY KEY,
  transaction_number text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('NEW', 'ACCEPTED', 'REJECTED')),
  efile_type text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  address1 text NOT NULL,
  address2 text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  acknowledged boolean NOT NULL,
  image_key text NOT NULL,
  number_of_pages integer NOT NULL,
  first_page_cents bigint NOT NULL,
  additional_pages_cents bigint NOT NULL,
  surcharge_cents bigint NOT NULL,
  total_cents bigint NOT NULL,
  payment_method text NOT NULL,
  payment_status text NOT NULL,
  account_id bigint,
  user_id bigint,
  charge_id text,
  provider text,
  transaction_id text,
  submitted_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by text,
  rejection_reason text,
  rejection_note text,
  acceptance_note text
);
CREATE INDEX efile_submissions_status ON efile_submissions (status, submitted_at DESC);
CREATE INDEX efile_submissions_submitted ON efile_submissions (submitted_at DESC);

-- Down Migration
DROP TABLE efile_submissions;
