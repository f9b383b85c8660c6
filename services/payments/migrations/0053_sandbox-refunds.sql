-- Up Migration
-- The sandbox gives a captured payment back as Authorize.Net does: voided until it settles (a day after it was
-- made, as a nightly batch would), refunded after. What was refunded is kept beside the transaction.
ALTER TABLE sandbox_payment_transactions ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0;
ALTER TABLE sandbox_payment_transactions ADD COLUMN refund_id text;

-- Down Migration
ALTER TABLE sandbox_payment_transactions DROP COLUMN refund_id;
ALTER TABLE sandbox_payment_transactions DROP COLUMN refunded_cents;
