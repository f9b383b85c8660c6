-- Up Migration
-- The balances a purchase decides on, kept with the account's row at its stream's version (the ledger events).
ALTER TABLE accounts
  ADD COLUMN escrow_balance_cents bigint NOT NULL DEFAULT 0,
  -- Charged since the account was last billed: INVOICE and CREDIT_CARD charges, flat-fee add-ons.
  ADD COLUMN unbilled_charges_cents bigint NOT NULL DEFAULT 0,
  -- A flat-fee add-on of unlimited images, until the next renewal.
  ADD COLUMN unlimited_images boolean NOT NULL DEFAULT false;

-- Down Migration
ALTER TABLE accounts DROP COLUMN escrow_balance_cents, DROP COLUMN unbilled_charges_cents,
  DROP COLUMN unlimited_images;
