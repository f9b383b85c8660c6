-- Up Migration
-- The county configuration as it stands: one row per section, the values of its latest save.
CREATE TABLE county_config (
  section text PRIMARY KEY,
  "values" jsonb NOT NULL,
  version bigint NOT NULL,
  saved_at timestamptz NOT NULL,
  saved_by text
);

-- Down Migration
DROP TABLE county_config;
