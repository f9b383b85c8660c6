-- Up Migration
-- The users as the user manager, sign-in and the current user read them (built from the user-* streams).
CREATE TABLE users (
  id bigint PRIMARY KEY,
  username text NOT NULL,
  role text NOT NULL,
  account_id bigint NOT NULL,
  status text NOT NULL,
  view_judicial_protection boolean NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  email text NOT NULL,
  phone_format_type text NOT NULL,
  phone text NOT NULL,
  language text NOT NULL,
  password_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version bigint NOT NULL
);
-- Usernames are unique whatever their case; the inline projection refuses a second one in the command's own
-- transaction, so the event that would have made it is never stored.
CREATE UNIQUE INDEX users_username_key ON users ((lower(username)));
CREATE INDEX users_account ON users (account_id);
CREATE INDEX users_email ON users (lower(email));

-- Down Migration
DROP TABLE users;
