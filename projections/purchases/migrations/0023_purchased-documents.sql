-- Up Migration
-- The purchased documents library: one row a purchase of pages (an AccountCharged event of IMAGES), built from
-- the log; the document's number and title are read from the search read model when asked.
CREATE TABLE purchased_documents (
  purchase_id uuid PRIMARY KEY,
  account_id bigint NOT NULL,
  user_id bigint NOT NULL,
  recorded_at timestamptz NOT NULL,
  charge_id text NOT NULL,
  method text NOT NULL,
  amount_cents bigint NOT NULL,
  images integer NOT NULL,
  -- The key the account's bought pages are filed under (docKeyType/imageKeyType/docKeyNumber), and its parts.
  document_key text NOT NULL,
  doc_key_type text NOT NULL,
  image_key_type text NOT NULL,
  doc_key_number text NOT NULL,
  pages integer[] NOT NULL
);
CREATE INDEX purchased_documents_user ON purchased_documents (user_id, recorded_at DESC);
CREATE INDEX purchased_documents_account ON purchased_documents (account_id, recorded_at DESC);

-- Down Migration
DROP TABLE purchased_documents;
