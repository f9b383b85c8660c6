-- Up Migration
-- Each account's monthly statements (issue 25), one per account and month, for the reports to come.
CREATE TABLE statements (
  account_id bigint NOT NULL,
  number integer NOT NULL,
  month text NOT NULL,
  period_start timestamptz,
  period_end timestamptz NOT NULL,
  opening_balance_cents bigint NOT NULL,
  charges_cents bigint NOT NULL,
  payments_cents bigint NOT NULL,
  closing_balance_cents bigint NOT NULL,
  event_id text NOT NULL,
  issued_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, number),
  UNIQUE (account_id, month)
);
CREATE INDEX statements_month ON statements (month);

-- Down Migration
DROP TABLE statements;
