-- Up Migration
-- A name search's first page in document-number order without sorting every row of a common surname: each
-- last name's rows in that order (projections/search/keyed-pages.ts reads the first few of each name that
-- begins with what was typed), with the filters a search applies, so the scan reads the index alone.
CREATE INDEX search_document_names_last_number ON search_document_names (last_key, doc_number_key, doc_id)
  INCLUDE (first_key, grantor, middle_initial, recorded_at, protected, image_key_type, instrument_code);

-- Down Migration
DROP INDEX search_document_names_last_number;
