-- Up Migration
-- Card settlement moved from a call after the commit onto a reactor reading the log. On a log that already holds
-- events, the reactor starts where the log ends now: the preauthorizations closed before were enqueued by that
-- call already. (An empty log gets no row: the reactor starts at the beginning.)
INSERT INTO projection_checkpoints (name, transaction_id, global_position)
SELECT 'reactor:card-settlement', transaction_id, global_position FROM es_events
ORDER BY transaction_id DESC, global_position DESC LIMIT 1
ON CONFLICT (name) DO NOTHING;

-- Down Migration
DELETE FROM projection_checkpoints WHERE name = 'reactor:card-settlement';
