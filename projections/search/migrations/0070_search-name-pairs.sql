-- Up Migration
-- Each document's pairs of two different two-letter beginnings of its parties' last-name keys
-- (projections/search/name-prefixes.ts), one narrow row a pair with the document's sort keys and filters. The
-- AND of two common two-letter names ('MO' AND 'BA') reads its pair's rows in the page's order, where the two
-- beginnings' GIN posting lists hold tens of thousands of documents each (docs/decisions.md, issue 30). Filled
-- here from the names already indexed; the projection writes it after.
CREATE TABLE search_document_name_pairs (
  name_pair text COLLATE "C" NOT NULL,
  doc_id text NOT NULL,
  -- the record's sort keys and filters, repeated (projections/search/sort-columns.ts)
  doc_number_key text COLLATE "C" NOT NULL,
  instrument_key text COLLATE "C" NOT NULL,
  book_key text COLLATE "C" NOT NULL,
  book_type text NOT NULL,
  recorded_at timestamp NOT NULL,
  protected boolean NOT NULL,
  doc_type text NOT NULL,
  instrument_code text NOT NULL,
  image_key_type text NOT NULL
);
INSERT INTO search_document_name_pairs
WITH beginnings AS (
  SELECT DISTINCT doc_id, left(last_key, 2) AS beginning FROM search_document_names WHERE char_length(last_key) >= 2
)
SELECT a.beginning || '|' || b.beginning, d.doc_id, d.doc_number_key, d.instrument_key, d.book_key, d.book_type,
  d.recorded_at, d.protected, d.doc_type, d.instrument_code, d.image_key_type
FROM beginnings a
JOIN beginnings b ON b.doc_id = a.doc_id AND a.beginning < b.beginning
JOIN search_documents d ON d.doc_id = a.doc_id;
-- In the page's order, with what the search filters on: the count and the first page are read from this index alone.
CREATE INDEX search_document_name_pairs_number ON search_document_name_pairs (name_pair, doc_number_key, doc_id)
  INCLUDE (recorded_at, protected, image_key_type, instrument_code);
CREATE INDEX search_document_name_pairs_doc ON search_document_name_pairs (doc_id);

-- Down Migration
DROP TABLE search_document_name_pairs;
