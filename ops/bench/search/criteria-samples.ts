import type { SearchType } from '../../../contracts/codes';
import { sql, type DatabasePool } from '../../../projections/platform/database';

type Criteria = Record<string, string | undefined>;

/** Runs a sampling query: large tables sample pages (TABLESAMPLE), small ones sort by random(). */
const sample = (pool: DatabasePool, query: ReturnType<typeof sql.unsafe>) => pool.any(query);

const monthRange = (row: { day: string }) => {
  const [year, month] = row.day.split('-');
  const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return { fromRecordedDate: `${month}/01/${year}`, toRecordedDate: `${month}/${last}/${year}` };
};

/**
 * Real criteria for each search, taken from the county's own rows, so every timed search asks for something
 * a user would and most find records: surnames, parcels, document numbers, books, plats, townships...
 */
export async function criteriaSamples(
  pool: DatabasePool,
  perType = 60,
): Promise<Partial<Record<SearchType, Criteria[]>>> {
  const limit = perType;
  const documents = await sample(
    pool,
    sql.unsafe`
    SELECT result->>'docNumber' AS doc_number, result->>'book' AS book, result->>'page' AS page,
      to_char(recorded_at, 'YYYY-MM-DD') AS day
    FROM search_documents TABLESAMPLE SYSTEM (1) WHERE result->>'book' <> '' LIMIT ${limit}`,
  );
  const names = await sample(
    pool,
    sql.unsafe`
    SELECT last_key, first_key FROM search_document_names TABLESAMPLE SYSTEM (1) WHERE first_key <> '' LIMIT ${limit}`,
  );
  const parcels = await sample(
    pool,
    sql.unsafe`SELECT parcel_key FROM search_document_parcels TABLESAMPLE SYSTEM (2) LIMIT ${limit}`,
  );
  const addresses = await sample(
    pool,
    sql.unsafe`
    SELECT street_number_key, street_name_key FROM search_document_addresses TABLESAMPLE SYSTEM (2) LIMIT ${limit}`,
  );
  const lots = await sample(
    pool,
    sql.unsafe`
    SELECT plat_code, block, lot FROM search_legals TABLESAMPLE SYSTEM (2) WHERE owner = 'D' AND plat_code <> '' LIMIT ${limit}`,
  );
  const sections = await sample(
    pool,
    sql.unsafe`
    SELECT section, township, range FROM search_legals TABLESAMPLE SYSTEM (5) WHERE owner = 'D' AND township ~ '^[0-9]+$' AND range ~ '^[0-9]+$' LIMIT ${limit}`,
  );
  const tractLegals = await sample(
    pool,
    sql.unsafe`
    SELECT section, township, range FROM search_legals WHERE owner = 'T' AND township ~ '^[0-9]+$' AND range ~ '^[0-9]+$' AND section ~ '^[0-9]+$' LIMIT ${limit}`,
  );
  const tracts = await sample(
    pool,
    sql.unsafe`SELECT island_key, village_key FROM search_document_tract_parcels ORDER BY random() LIMIT ${limit}`,
  );
  const certificates = await sample(
    pool,
    sql.unsafe`
    SELECT result->>'certificateNumber' AS number, split_part(legal_text, ' ', 1) || ' ' || split_part(legal_text, ' ', 2) AS words
    FROM search_torrens_certificates ORDER BY random() LIMIT ${limit}`,
  );
  const tractBooks = await sample(
    pool,
    sql.unsafe`SELECT doc_id FROM search_tract_book_entries ORDER BY random() LIMIT ${limit}`,
  );
  const books = await sample(
    pool,
    sql.unsafe`SELECT from_name_key FROM search_grantor_grantee_book ORDER BY random() LIMIT ${limit}`,
  );
  const taxpayers = await sample(
    pool,
    sql.unsafe`SELECT last_key FROM search_tax_lien_taxpayers ORDER BY random() LIMIT ${limit}`,
  );
  const s = (value: unknown) => String(value);
  return {
    searchByDocumentNumber: documents.map((row) => ({ fromDocumentNumber: s(row.doc_number) })),
    searchByBookAndPage: documents.map((row) => ({ book: s(row.book), page: s(row.page) })),
    searchByDate: documents.map((row) => monthRange(row as { day: string })),
    searchByName: names.map((row, index) =>
      index % 2 === 0
        ? { grantorGranteeLastName1: s(row.last_key) }
        : { grantorGranteeLastName1: s(row.last_key), grantorGranteeFirstName1: s(row.first_key).slice(0, 3) },
    ),
    searchByParcelId: parcels.map((row) => ({ parcelId: s(row.parcel_key) })),
    searchByAddress: addresses.map((row) => ({
      streetNumber: s(row.street_number_key),
      streetName: s(row.street_name_key),
    })),
    searchByLegalDescription: [
      ...lots.map((row) => ({
        legalType: 'LB',
        plat: s(row.plat_code),
        block: s(row.block),
        lot: s(row.lot),
        searchMethod: 'EXACT',
      })),
      ...sections.map((row) => ({
        legalType: 'MB',
        section: s(row.section),
        township: s(row.township),
        range: s(row.range),
      })),
    ],
    searchByPlat: lots.map((row) => ({ plat: s(row.plat_code) })),
    searchByTractIndexNMI: tracts.map((row) => ({ island: s(row.island_key), village: s(row.village_key) })),
    searchByTorrensCertificate: certificates.map((row) => ({ certificateNumber: s(row.number) })),
    searchByTorrensText: certificates.map((row) => ({ text: s(row.words), searchIn: 'LEGAL' })),
    searchByTractBookId: tractBooks.map((row) => ({ tractBookId: s(row.doc_id) })),
    searchByTractBookLegal: tractLegals.map((row) => ({
      legalType: 'MB',
      section: s(row.section),
      township: s(row.township),
      range: s(row.range),
    })),
    searchByGrantorGranteeBook: books.map((row) => ({ lastName: s(row.from_name_key).slice(0, 5) })),
    searchByTaxLien: taxpayers.map((row) => ({ taxpayerName: s(row.last_key), currentOrExpired: 'ALL' })),
  };
}

/**
 * Name searches with AND of two short prefixes among the county's most common (SMITH AND SMITH is 'SM' AND 'SM'):
 * each prefix matches thousands of parties, the documents with both are the few to list.
 */
export async function commonPrefixPairs(pool: DatabasePool, prefixes = 6): Promise<Criteria[]> {
  const common = await sample(
    pool,
    sql.unsafe`
    SELECT left(last_key, 2) AS prefix FROM search_document_names TABLESAMPLE SYSTEM (5)
    WHERE length(last_key) >= 2 GROUP BY 1 ORDER BY count(*) DESC LIMIT ${prefixes}`,
  );
  const all = common.map((row) => String(row.prefix));
  return all.flatMap((first) =>
    all.map((second) => ({ grantorGranteeLastName1: first, andOr: 'AND', grantorGranteeLastName2: second })),
  );
}
