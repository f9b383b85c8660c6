-- Up Migration
-- Each document's name beginnings (projections/search/name-prefixes.ts): the first one, two and three letters of
-- each party's last-name key, in a narrow row a document with its sort keys and filters. An AND of two common
-- names reads these rows in the page's order, or a GIN index's two posting lists for rare ones, instead of both
-- names' rows whole. Filled here from the names already indexed; the projection writes it after.
CREATE TABLE search_document_name_beginnings (
  doc_id text NOT NULL,
  name_prefixes text[] NOT NULL,
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
INSERT INTO search_document_name_beginnings
SELECT d.doc_id, coalesce(named.prefixes, '{}'), d.doc_number_key, d.instrument_key, d.book_key, d.book_type,
  d.recorded_at, d.protected, d.doc_type, d.instrument_code, d.image_key_type
FROM search_documents d
LEFT JOIN (
  SELECT n.doc_id, array_agg(DISTINCT left(n.last_key, letters.n)) AS prefixes
  FROM search_document_names n CROSS JOIN generate_series(1, 3) AS letters(n)
  GROUP BY n.doc_id
) named ON named.doc_id = d.doc_id;
-- In the page's order, with what the search filters on: the first page is read from this index alone.
CREATE INDEX search_document_name_beginnings_number ON search_document_name_beginnings (doc_number_key, doc_id)
  INCLUDE (name_prefixes, recorded_at, protected, image_key_type, instrument_code);
CREATE INDEX search_document_name_beginnings_prefixes ON search_document_name_beginnings USING gin (name_prefixes);
CREATE INDEX search_document_name_beginnings_doc ON search_document_name_beginnings (doc_id);

-- Down Migration
DROP TABLE search_document_name_beginnings;
