-- Up Migration
CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  transaction_id xid8 NOT NULL,
  global_position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE projection_checkpoints;
