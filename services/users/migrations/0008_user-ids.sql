-- Up Migration
-- User ids are issued here, by the write side, so a rebuilt read model keeps them.
CREATE SEQUENCE user_ids START 1000;

-- Down Migration
DROP SEQUENCE user_ids;
