-- Up Migration
-- A sent posting's ChargePostedToLandLink event is appended by the sweep, many at a time, not by each send: the
-- sends of one account no longer wait for each other on its stream. recorded: the event is in the log.
ALTER TABLE landlink_deliveries ADD COLUMN recorded boolean NOT NULL DEFAULT false;
CREATE INDEX landlink_deliveries_unrecorded ON landlink_deliveries (sent_at) WHERE status = 'sent' AND NOT recorded;

-- Down Migration
DROP INDEX landlink_deliveries_unrecorded;
ALTER TABLE landlink_deliveries DROP COLUMN recorded;
