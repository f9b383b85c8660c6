-- Up Migration
-- Two-step sign-in (issue 28): a user's enrolled second factor (the secret encrypted with SECOND_FACTOR_KEY, the
-- recovery codes' keyed hashes, a used one NULL), and when a lock from failed sign-ins ends by itself.
ALTER TABLE users
  ADD COLUMN second_factor_secret text,
  ADD COLUMN recovery_code_hashes text[],
  ADD COLUMN locked_until timestamptz;

-- Down Migration
ALTER TABLE users DROP COLUMN second_factor_secret, DROP COLUMN recovery_code_hashes, DROP COLUMN locked_until;
