-- Up Migration
-- The log's global position of the event that turned a watch on (AlertSubscriptionConfirmed, AlertWatchAdded);
-- NULL while PENDING. The matcher matches a document only with watches on before the document's event, so a
-- watch added later never matches older documents and a rebuilt matcher finds the same matches.
ALTER TABLE alert_watches ADD COLUMN active_from bigint;
-- The order the watches were asked for, for their lists.
ALTER TABLE alert_watches ADD COLUMN seq bigserial;
CREATE INDEX alert_watches_pending ON alert_watches (subscriber_id) WHERE status = 'PENDING';

-- Down Migration
ALTER TABLE alert_watches DROP COLUMN active_from, DROP COLUMN seq;
