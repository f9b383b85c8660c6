-- Up Migration
-- A recorded time is kept as the record's own clock wrote it, a timestamp without a zone: the day a document
-- shows is the day a search by date finds it, whatever the county's time zone. The rows are converted from the
-- date and time their results show (to the minute); version 3 of the projection rebuilds them with the seconds.
ALTER TABLE search_documents ALTER COLUMN recorded_at TYPE timestamp
  USING to_timestamp(result->>'recordedDateTime', 'MM/DD/YYYY HH12:MI AM')::timestamp;
ALTER TABLE search_tract_book_entries ALTER COLUMN recorded_at TYPE timestamp
  USING to_timestamp(result->>'recordedDateTime', 'MM/DD/YYYY HH12:MI AM')::timestamp;
ALTER TABLE search_tax_liens ALTER COLUMN recorded_at TYPE timestamp
  USING to_timestamp(result->>'recordedDateTime', 'MM/DD/YYYY HH12:MI AM')::timestamp;

ALTER TABLE search_document_names ALTER COLUMN recorded_at TYPE timestamp USING recorded_at AT TIME ZONE 'UTC';
UPDATE search_document_names c SET recorded_at = d.recorded_at FROM search_documents d WHERE d.doc_id = c.doc_id;
ALTER TABLE search_document_parcels ALTER COLUMN recorded_at TYPE timestamp USING recorded_at AT TIME ZONE 'UTC';
UPDATE search_document_parcels c SET recorded_at = d.recorded_at FROM search_documents d WHERE d.doc_id = c.doc_id;
ALTER TABLE search_document_addresses ALTER COLUMN recorded_at TYPE timestamp USING recorded_at AT TIME ZONE 'UTC';
UPDATE search_document_addresses c SET recorded_at = d.recorded_at FROM search_documents d WHERE d.doc_id = c.doc_id;
ALTER TABLE search_document_tract_parcels ALTER COLUMN recorded_at TYPE timestamp USING recorded_at AT TIME ZONE 'UTC';
UPDATE search_document_tract_parcels c SET recorded_at = d.recorded_at FROM search_documents d WHERE d.doc_id = c.doc_id;
ALTER TABLE search_legals ALTER COLUMN recorded_at TYPE timestamp USING recorded_at AT TIME ZONE 'UTC';
UPDATE search_legals c SET recorded_at = d.recorded_at FROM search_documents d WHERE c.owner = 'D' AND d.doc_id = c.doc_id;
UPDATE search_legals c SET recorded_at = t.recorded_at FROM search_tract_book_entries t
  WHERE c.owner = 'T' AND t.doc_id = c.doc_id;

-- Down Migration
ALTER TABLE search_documents ALTER COLUMN recorded_at TYPE timestamptz USING recorded_at AT TIME ZONE 'UTC';
ALTER TABLE search_tract_book_entries ALTER COLUMN recorded_at TYPE timestamptz USING recorded_at AT TIME ZONE 'UTC';
ALTER TABLE search_tax_liens ALTER COLUMN recorded_at TYPE timestamptz USING recorded_at AT TIME ZONE 'UTC';
ALTER TABLE search_document_names ALTER COLUMN recorded_at TYPE timestamptz USING recorded_at AT TIME ZONE 'UTC';
ALTER TABLE search_document_parcels ALTER COLUMN recorded_at TYPE timestamptz USING recorded_at AT TIME ZONE 'UTC';
ALTER TABLE search_document_addresses ALTER COLUMN recorded_at TYPE timestamptz USING recorded_at AT TIME ZONE 'UTC';
ALTER TABLE search_document_tract_parcels ALTER COLUMN recorded_at TYPE timestamptz USING recorded_at AT TIME ZONE 'UTC';
ALTER TABLE search_legals ALTER COLUMN recorded_at TYPE timestamptz USING recorded_at AT TIME ZONE 'UTC';
