-- Up Migration
-- What a billing decision reads with the account (issue 25): the month last billed (a month is billed once), the
-- last statement's number, closing balance and end, and the card charges paid since it.
ALTER TABLE accounts
  ADD COLUMN billed_month text,
  ADD COLUMN statement_number integer NOT NULL DEFAULT 0,
  ADD COLUMN statement_balance_cents bigint NOT NULL DEFAULT 0,
  ADD COLUMN last_statement_end timestamptz,
  ADD COLUMN period_payments_cents bigint NOT NULL DEFAULT 0;

-- Down Migration
ALTER TABLE accounts DROP COLUMN billed_month, DROP COLUMN statement_number, DROP COLUMN statement_balance_cents,
  DROP COLUMN last_statement_end, DROP COLUMN period_payments_cents;
