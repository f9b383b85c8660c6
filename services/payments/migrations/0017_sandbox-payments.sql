-- Up Migration
-- The built-in sandbox card provider (PAYMENT_PROVIDER=sandbox): tokens of its hosted page, and the transactions
-- made on it. A card number is never kept: only 'XXXX' and its last four digits.
CREATE TABLE sandbox_payment_tokens (
  token text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('authOnly', 'authCapture')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  reference text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

CREATE TABLE sandbox_payment_transactions (
  id text PRIMARY KEY,
  token text NOT NULL UNIQUE REFERENCES sandbox_payment_tokens (token),
  kind text NOT NULL CHECK (kind IN ('authOnly', 'authCapture')),
  approved boolean NOT NULL,
  response_code text NOT NULL,
  message text NOT NULL,
  amount_cents bigint NOT NULL,
  captured_cents bigint NOT NULL DEFAULT 0 CHECK (captured_cents BETWEEN 0 AND amount_cents),
  reference text NOT NULL,
  account_number text NOT NULL CHECK (account_number ~ '^XXXX[0-9]{4}$'),
  voided boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE sandbox_payment_transactions;
DROP TABLE sandbox_payment_tokens;
