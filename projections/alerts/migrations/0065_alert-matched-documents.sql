-- Up Migration
-- Property alerts (issue 29): a matched document's summary kept once, however many watches it matched (the matcher
-- wrote it on every match: with a popular name a day's recordings made that the most of its time).
CREATE TABLE alert_matched_documents (
  doc_id text PRIMARY KEY,
  -- What the email lists: number, type, recorded time as the feed wrote it, parties (MatchedDocument).
  document jsonb NOT NULL,
  position bigint NOT NULL
);
ALTER TABLE alert_matches DROP COLUMN document;

-- Down Migration
ALTER TABLE alert_matches ADD COLUMN document jsonb NOT NULL DEFAULT '{}';
DROP TABLE alert_matched_documents;
