-- Up Migration
-- The county configuration in force: one row per section, the values of its latest save (amounts in cents).
-- version is the position of that save in the section's stream, config-<section>.
CREATE TABLE county_config (
  section text PRIMARY KEY,
  "values" jsonb NOT NULL,
  version bigint NOT NULL,
  saved_at timestamptz NOT NULL,
  saved_by text
);

-- Down Migration
DROP TABLE county_config;
