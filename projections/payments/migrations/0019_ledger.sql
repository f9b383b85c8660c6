-- Up Migration
-- Every money change of the accounts, one row an event: the transactions report and a purchase's idempotence.
CREATE TABLE account_transactions (
  event_id uuid PRIMARY KEY,
  account_id bigint NOT NULL,
  user_id bigint NOT NULL,
  recorded_at timestamptz NOT NULL,
  -- DEPOSIT, IMAGES, SEARCH, DETAIL, ADD_ON
  kind text NOT NULL,
  -- ESCROW, FLAT_FEE, INVOICE, CREDIT_CARD
  method text NOT NULL,
  description text NOT NULL,
  amount_cents bigint NOT NULL,
  surcharge_cents bigint NOT NULL DEFAULT 0,
  images integer NOT NULL DEFAULT 0,
  -- The order's guid (a purchase) or the deposit's id: paid once.
  charge_id text UNIQUE,
  authorization_id text
);
CREATE INDEX account_transactions_account ON account_transactions (account_id, recorded_at);
CREATE INDEX account_transactions_user ON account_transactions (user_id, recorded_at);

-- The pages an account has bought: not charged again.
CREATE TABLE purchased_pages (
  account_id bigint NOT NULL,
  document_key text NOT NULL,
  page integer NOT NULL,
  PRIMARY KEY (account_id, document_key, page)
);

-- Card preauthorizations: a user's charges count against the open one, up to its amount.
CREATE TABLE card_authorizations (
  authorization_id text PRIMARY KEY,
  account_id bigint NOT NULL,
  user_id bigint NOT NULL,
  provider text NOT NULL,
  transaction_id text NOT NULL,
  amount_cents bigint NOT NULL,
  used_cents bigint NOT NULL DEFAULT 0,
  open boolean NOT NULL DEFAULT true,
  captured_cents bigint,
  authorized_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE UNIQUE INDEX card_authorizations_open_user ON card_authorizations (user_id) WHERE open;

-- Down Migration
DROP TABLE card_authorizations;
DROP TABLE purchased_pages;
DROP TABLE account_transactions;
