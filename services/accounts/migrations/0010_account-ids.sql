-- Up Migration
-- Account ids are issued by the write side, so a rebuilt read model keeps them.
CREATE SEQUENCE account_ids START 100;

-- Down Migration
DROP SEQUENCE account_ids;
