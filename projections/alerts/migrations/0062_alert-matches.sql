-- Up Migration
-- Property alerts (issue 29): which watch a newly recorded document matched, and why (projections/alerts/matching).
-- One row a watch and document, whatever the number of times the document arrives; written in the transaction that
-- moves the matcher's checkpoint. No foreign keys: the subscribers' read model may be rebuilt under it.
CREATE TABLE alert_matches (
  watch_id uuid NOT NULL,
  doc_id text NOT NULL,
  subscriber_id uuid NOT NULL,
  -- The folded key they share (keys.ts) and the document's side of it: which party, parcel or legal.
  matched_key text NOT NULL,
  why jsonb NOT NULL,
  -- What the email lists: number, type, recorded time as the feed wrote it, parties.
  document jsonb NOT NULL,
  -- The document event's place in the log and its time: a rebuild gives the same rows.
  position bigint NOT NULL,
  matched_at timestamptz NOT NULL,
  PRIMARY KEY (watch_id, doc_id)
);
CREATE INDEX alert_matches_recent ON alert_matches (matched_at);
CREATE INDEX alert_matches_subscriber ON alert_matches (subscriber_id, matched_at);

-- Down Migration
DROP TABLE alert_matches;
