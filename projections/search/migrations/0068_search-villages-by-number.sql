-- Up Migration
-- The NMI tract search's first page in document-number order without sorting every parcel of a village
-- (GARAPAN: 32,000 rows at a million documents): each village's rows of an island in that order, with the
-- filters the search applies (projections/search/keyed-pages.ts reads the first few of each village).
CREATE INDEX search_document_tract_parcels_village_number
  ON search_document_tract_parcels (island_key, village_key, doc_number_key, doc_id) INCLUDE (recorded_at, protected);

-- Down Migration
DROP INDEX search_document_tract_parcels_village_number;
