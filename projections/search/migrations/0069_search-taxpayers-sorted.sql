-- Up Migration
-- A tax lien search by taxpayer read from the taxpayers alone (issue 30): each row repeats its lien's sort keys
-- and filters, so the count and the page no longer visit every lien of a common surname (SMITH: 1,400 liens at a
-- million documents, the count read all 30,000 liens), and a last name alone is read name by name in
-- document-number order (projections/search/keyed-pages.ts).
ALTER TABLE search_tax_lien_taxpayers
  ADD COLUMN doc_number_key text COLLATE "C",
  ADD COLUMN lien_number_key text COLLATE "C",
  ADD COLUMN recorded_at timestamp,
  ADD COLUMN lien_date date,
  ADD COLUMN expires_on date,
  ADD COLUMN released boolean,
  ADD COLUMN protected boolean;
UPDATE search_tax_lien_taxpayers t
SET doc_number_key = l.doc_number_key, lien_number_key = l.lien_number_key, recorded_at = l.recorded_at,
  lien_date = l.lien_date, expires_on = l.expires_on, released = l.released, protected = l.protected
FROM search_tax_liens l WHERE l.doc_id = t.doc_id;
DELETE FROM search_tax_lien_taxpayers WHERE doc_number_key IS NULL;
ALTER TABLE search_tax_lien_taxpayers
  ALTER COLUMN doc_number_key SET NOT NULL,
  ALTER COLUMN lien_number_key SET NOT NULL,
  ALTER COLUMN recorded_at SET NOT NULL,
  ALTER COLUMN lien_date SET NOT NULL,
  ALTER COLUMN released SET NOT NULL,
  ALTER COLUMN protected SET NOT NULL;
CREATE INDEX search_tax_lien_taxpayers_last_number ON search_tax_lien_taxpayers (last_key, doc_number_key, doc_id)
  INCLUDE (first_key, middle_initial, protected, released, expires_on);

-- Down Migration
DROP INDEX search_tax_lien_taxpayers_last_number;
ALTER TABLE search_tax_lien_taxpayers
  DROP COLUMN doc_number_key, DROP COLUMN lien_number_key, DROP COLUMN recorded_at, DROP COLUMN lien_date,
  DROP COLUMN expires_on, DROP COLUMN released, DROP COLUMN protected;
