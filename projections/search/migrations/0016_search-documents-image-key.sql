-- Up Migration
-- The preview finds a document by the key its images are filed under (sourcedDocKey): without this, a scan.
CREATE INDEX search_documents_image_key
  ON search_documents ((result -> 'sourcedDocKey' ->> 'docKeyNumber'), image_key_type);

-- Down Migration
DROP INDEX search_documents_image_key;
