-- Up Migration
-- The search read models, built from the records streams (landdoc-*, torrenscert-*, ...). Keys are folded
-- (upper case, no accents or punctuation) and in the C collation, so one b-tree serves both a prefix match
-- (LIKE 'SMI%') and the order of the results. Each row's `result` is the record as the portal shows it. The
-- child tables repeat their record's sort keys and filters, so a search is answered from one table, its
-- b-tree including the default order and the filters every search applies (index-only scans).

CREATE TABLE search_documents (
  doc_id text PRIMARY KEY,
  doc_number_key text COLLATE "C" NOT NULL,
  doc_type text NOT NULL,
  instrument_code text NOT NULL,
  instrument_key text COLLATE "C" NOT NULL,
  -- book and page, each left-padded, so "9/12" sorts before "10/3"
  book_key text COLLATE "C" NOT NULL,
  book_type text NOT NULL,
  recorded_at timestamptz NOT NULL,
  protected boolean NOT NULL,
  image_key_type text NOT NULL,
  result jsonb NOT NULL
);
CREATE INDEX search_documents_number ON search_documents (doc_number_key, doc_id);
CREATE INDEX search_documents_recorded ON search_documents (recorded_at, doc_number_key);
CREATE INDEX search_documents_book ON search_documents (book_key, doc_number_key);

CREATE TABLE search_document_names (
  doc_id text NOT NULL,
  grantor boolean NOT NULL,
  last_key text COLLATE "C" NOT NULL,
  first_key text COLLATE "C" NOT NULL,
  middle_initial text NOT NULL,
  -- the record's sort keys and filters, repeated (projections/search/sort-columns.ts)
  doc_number_key text COLLATE "C" NOT NULL,
  instrument_key text COLLATE "C" NOT NULL,
  book_key text COLLATE "C" NOT NULL,
  book_type text NOT NULL,
  recorded_at timestamptz NOT NULL,
  protected boolean NOT NULL,
  doc_type text NOT NULL,
  instrument_code text NOT NULL,
  image_key_type text NOT NULL
);
CREATE INDEX search_document_names_name ON search_document_names (last_key, first_key)
  INCLUDE (doc_id, grantor, middle_initial, doc_number_key, recorded_at, protected);
CREATE INDEX search_document_names_doc ON search_document_names (doc_id);

CREATE TABLE search_document_parcels (
  doc_id text NOT NULL,
  parcel_key text COLLATE "C" NOT NULL,
  -- the record's sort keys and filters, repeated (projections/search/sort-columns.ts)
  doc_number_key text COLLATE "C" NOT NULL,
  instrument_key text COLLATE "C" NOT NULL,
  book_key text COLLATE "C" NOT NULL,
  book_type text NOT NULL,
  recorded_at timestamptz NOT NULL,
  protected boolean NOT NULL,
  doc_type text NOT NULL,
  instrument_code text NOT NULL,
  image_key_type text NOT NULL
);
CREATE INDEX search_document_parcels_parcel ON search_document_parcels (parcel_key)
  INCLUDE (doc_id, doc_number_key, recorded_at, protected);
CREATE INDEX search_document_parcels_doc ON search_document_parcels (doc_id);

CREATE TABLE search_document_addresses (
  doc_id text NOT NULL,
  street_name_key text COLLATE "C" NOT NULL,
  street_number_key text COLLATE "C" NOT NULL,
  city_key text COLLATE "C" NOT NULL,
  -- the record's sort keys and filters, repeated (projections/search/sort-columns.ts)
  doc_number_key text COLLATE "C" NOT NULL,
  instrument_key text COLLATE "C" NOT NULL,
  book_key text COLLATE "C" NOT NULL,
  book_type text NOT NULL,
  recorded_at timestamptz NOT NULL,
  protected boolean NOT NULL,
  doc_type text NOT NULL,
  instrument_code text NOT NULL,
  image_key_type text NOT NULL
);
CREATE INDEX search_document_addresses_street ON search_document_addresses (street_name_key, street_number_key)
  INCLUDE (doc_id, city_key, doc_number_key, recorded_at, protected);
CREATE INDEX search_document_addresses_doc ON search_document_addresses (doc_id);

-- Legal descriptions of land documents (owner 'D') and of tract book entries (owner 'T').
CREATE TABLE search_legals (
  owner char(1) NOT NULL,
  doc_id text NOT NULL,
  legal_type text NOT NULL,
  plat_code text COLLATE "C" NOT NULL,
  lot text COLLATE "C" NOT NULL,
  block text COLLATE "C" NOT NULL,
  sublot text COLLATE "C" NOT NULL,
  other_lot_code text COLLATE "C" NOT NULL,
  other_lot text COLLATE "C" NOT NULL,
  section text COLLATE "C" NOT NULL,
  township text COLLATE "C" NOT NULL,
  range text COLLATE "C" NOT NULL,
  qqqq text NOT NULL,
  qqq text NOT NULL,
  qq text NOT NULL,
  q text NOT NULL,
  base text COLLATE "C" NOT NULL,
  meridian text COLLATE "C" NOT NULL,
  municipality_key text COLLATE "C" NOT NULL,
  building text COLLATE "C" NOT NULL,
  unit text COLLATE "C" NOT NULL,
  garage text COLLATE "C" NOT NULL,
  -- the record's sort keys and filters, repeated (projections/search/sort-columns.ts)
  doc_number_key text COLLATE "C" NOT NULL,
  instrument_key text COLLATE "C" NOT NULL,
  book_key text COLLATE "C" NOT NULL,
  book_type text NOT NULL,
  recorded_at timestamptz NOT NULL,
  protected boolean NOT NULL,
  doc_type text NOT NULL,
  instrument_code text NOT NULL,
  image_key_type text NOT NULL
);
CREATE INDEX search_legals_plat ON search_legals (owner, plat_code, block, lot)
  INCLUDE (doc_id, doc_number_key, recorded_at, protected);
CREATE INDEX search_legals_section ON search_legals (owner, township, range, section)
  INCLUDE (doc_id, doc_number_key, recorded_at, protected);
CREATE INDEX search_legals_doc ON search_legals (doc_id);

CREATE TABLE search_document_tract_parcels (
  doc_id text NOT NULL,
  island_key text COLLATE "C" NOT NULL,
  village_key text COLLATE "C" NOT NULL,
  parcel_key text COLLATE "C" NOT NULL,
  -- the record's sort keys and filters, repeated (projections/search/sort-columns.ts)
  doc_number_key text COLLATE "C" NOT NULL,
  instrument_key text COLLATE "C" NOT NULL,
  book_key text COLLATE "C" NOT NULL,
  book_type text NOT NULL,
  recorded_at timestamptz NOT NULL,
  protected boolean NOT NULL,
  doc_type text NOT NULL,
  instrument_code text NOT NULL,
  image_key_type text NOT NULL
);
CREATE INDEX search_document_tract_parcels_place ON search_document_tract_parcels (island_key, village_key, parcel_key)
  INCLUDE (doc_id, doc_number_key, recorded_at, protected);
CREATE INDEX search_document_tract_parcels_doc ON search_document_tract_parcels (doc_id);

CREATE TABLE search_torrens_certificates (
  id text PRIMARY KEY,
  certificate_key text COLLATE "C" NOT NULL,
  book_key text COLLATE "C" NOT NULL,
  certified_date date NOT NULL,
  protected boolean NOT NULL,
  legal_text text NOT NULL,
  recital_text text NOT NULL,
  memorial_text text NOT NULL,
  result jsonb NOT NULL
);
CREATE INDEX search_torrens_certificates_number ON search_torrens_certificates (certificate_key, id);
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX search_torrens_certificates_legal ON search_torrens_certificates USING gin (legal_text gin_trgm_ops);
CREATE INDEX search_torrens_certificates_recital ON search_torrens_certificates USING gin (recital_text gin_trgm_ops);
CREATE INDEX search_torrens_certificates_memorial ON search_torrens_certificates USING gin (memorial_text gin_trgm_ops);

-- The memorials' document numbers, for the Torrens text search "Memorial Doc #".
CREATE TABLE search_torrens_memorials (
  id text NOT NULL,
  doc_number_key text COLLATE "C" NOT NULL
);
CREATE INDEX search_torrens_memorials_number ON search_torrens_memorials (doc_number_key) INCLUDE (id);
CREATE INDEX search_torrens_memorials_id ON search_torrens_memorials (id);

CREATE TABLE search_tract_book_entries (
  doc_id text PRIMARY KEY,
  id_key text COLLATE "C" NOT NULL,
  recorded_at timestamptz NOT NULL,
  protected boolean NOT NULL,
  result jsonb NOT NULL
);
CREATE INDEX search_tract_book_entries_id ON search_tract_book_entries (id_key);

CREATE TABLE search_grantor_grantee_book (
  id text PRIMARY KEY,
  id_key text COLLATE "C" NOT NULL,
  from_name_key text COLLATE "C" NOT NULL,
  to_name_key text COLLATE "C" NOT NULL,
  from_date date NOT NULL,
  to_date date NOT NULL,
  protected boolean NOT NULL,
  result jsonb NOT NULL
);
CREATE INDEX search_grantor_grantee_book_from ON search_grantor_grantee_book (from_name_key);
CREATE INDEX search_grantor_grantee_book_to ON search_grantor_grantee_book (to_name_key);

CREATE TABLE search_plats (
  plat_code text PRIMARY KEY,
  plat_number text NOT NULL,
  plat_name text NOT NULL,
  result jsonb NOT NULL
);

CREATE TABLE search_tax_liens (
  doc_id text PRIMARY KEY,
  doc_number_key text COLLATE "C" NOT NULL,
  lien_number_key text COLLATE "C" NOT NULL,
  recorded_at timestamptz NOT NULL,
  lien_date date NOT NULL,
  -- null: never expires; a released lien is not current either
  expires_on date,
  released boolean NOT NULL,
  protected boolean NOT NULL,
  result jsonb NOT NULL
);
CREATE INDEX search_tax_liens_number ON search_tax_liens (doc_number_key);
CREATE INDEX search_tax_liens_lien ON search_tax_liens (lien_number_key);
CREATE INDEX search_tax_liens_recorded ON search_tax_liens (recorded_at);

CREATE TABLE search_tax_lien_taxpayers (
  doc_id text NOT NULL,
  last_key text COLLATE "C" NOT NULL,
  first_key text COLLATE "C" NOT NULL,
  middle_initial text NOT NULL
);
CREATE INDEX search_tax_lien_taxpayers_name ON search_tax_lien_taxpayers (last_key, first_key) INCLUDE (doc_id);
CREATE INDEX search_tax_lien_taxpayers_doc ON search_tax_lien_taxpayers (doc_id);

CREATE TABLE search_tract_parcels (
  key text PRIMARY KEY,
  island text NOT NULL,
  village text NOT NULL,
  parcel_id text NOT NULL,
  description text NOT NULL
);
CREATE INDEX search_tract_parcels_place ON search_tract_parcels (island, village);

CREATE TABLE search_code_lists (
  list text PRIMARY KEY,
  entries jsonb NOT NULL
);

-- Down Migration
DROP TABLE search_code_lists, search_tract_parcels, search_tax_lien_taxpayers, search_tax_liens, search_plats,
  search_grantor_grantee_book, search_tract_book_entries, search_torrens_memorials, search_torrens_certificates, search_document_tract_parcels,
  search_legals, search_document_addresses, search_document_parcels, search_document_names, search_documents;
