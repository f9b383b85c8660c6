-- Up Migration
-- Each user's newest searches (001 §2.1, §3.6), kept on the server and offered at login and with every
-- search. Convenience, not record: no event stream (docs/decisions.md, search history).
CREATE TABLE search_history (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL,
  search_type text NOT NULL,
  criteria jsonb NOT NULL,
  entry jsonb NOT NULL,
  searched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_history_user ON search_history (user_id, id DESC);

-- Down Migration
DROP TABLE search_history;
