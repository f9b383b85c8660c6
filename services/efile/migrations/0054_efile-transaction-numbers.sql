-- Up Migration
-- E-file transaction numbers (EF-000001...): county-unique and in the order submitted. A submission rolled back
-- leaves its number unused (a gap), never a number given twice.
CREATE SEQUENCE efile_transaction_numbers START 1;

-- Down Migration
DROP SEQUENCE efile_transaction_numbers;
