-- Up Migration
-- The version of a projection's code that built its rows: a process that finds an older one rebuilds them.
ALTER TABLE projection_checkpoints ADD COLUMN version integer NOT NULL DEFAULT 1;

-- Down Migration
ALTER TABLE projection_checkpoints DROP COLUMN version;
