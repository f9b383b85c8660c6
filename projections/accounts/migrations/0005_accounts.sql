-- Up Migration
-- The accounts as the control panel, the user manager and sign-in read them (built from the account-* streams).
CREATE TABLE accounts (
  id bigint PRIMARY KEY,
  name text NOT NULL,
  account_type text NOT NULL,
  payment_method text NOT NULL,
  status text NOT NULL,
  monthly_fee_cents bigint NOT NULL,
  flat_fee_rate_level integer NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  landlink_account text NOT NULL,
  post_to_landlink boolean NOT NULL,
  user_reload boolean NOT NULL,
  images_remaining integer NOT NULL DEFAULT 0,
  doc_types jsonb NOT NULL DEFAULT '[]',
  -- null until set: every search allowed.
  page_access jsonb,
  last_billed timestamptz,
  last_image_renewal timestamptz,
  last_tasks timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version bigint NOT NULL
);
CREATE INDEX accounts_name ON accounts (lower(name));

-- Down Migration
DROP TABLE accounts;
