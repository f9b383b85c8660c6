-- Up Migration
-- A plat's legals in document-number order, with the filters its searches apply: the plat search's first page
-- (and a lot-and-block search of a plat with no block or lot typed) reads its first rows from the index instead
-- of sorting every legal of the plat (2,022 for the largest at a million documents; docs/decisions.md, issue 30).
CREATE INDEX search_legals_plat_number ON search_legals (owner, plat_code, doc_number_key, doc_id)
  INCLUDE (legal_type, recorded_at, protected);

-- Down Migration
DROP INDEX search_legals_plat_number;
