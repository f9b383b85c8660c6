import type { SearchType } from '@landrecords/contracts/codes';
import { docNumberKey, nameKey } from '@landrecords/contracts/records/keys';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '@landrecords/projections/platform/database';
import { legalConditions } from './legals';
import { documentsNamed, nameConditions, type NameCriteria } from './names';
import { recordedBetween, startsWith, type SearchPlan } from './plan';
import type { PlanContext } from './plan-context';

type Criteria = Record<string, string | boolean>;
const s = (criteria: Criteria, field: string) => String(criteria[field] ?? '');

/** The instrument codes of a group, from the code list the feed brought. */
const inInstrumentGroup = (group: string) => sql.fragment`r.instrument_code IN (
  SELECT entry->>'code' FROM search_code_lists, jsonb_array_elements(entries) entry
  WHERE list = 'instrumentCodes' AND entry->>'group' = ${group})`;

const padBook = (book: string) => book.toUpperCase().padStart(12, '0');

function nameSet(criteria: Criteria, n: '1' | '2' | 'Lb' | 'Mb'): NameCriteria {
  return {
    last: s(criteria, `grantorGranteeLastName${n}`),
    first: s(criteria, `grantorGranteeFirstName${n}`),
    middleInitial: s(criteria, `grantorGranteeMiddleInitial${n}`),
    searchIn: (criteria.grantorGranteeSearchIn as NameCriteria['searchIn'] | undefined) ?? 'BOTH',
  };
}

/** Where a search finds its documents: a child table (its rows repeat the sort keys) or the documents. */
type Source = {
  table:
    | 'search_documents'
    | 'search_document_names'
    | 'search_document_parcels'
    | 'search_document_addresses'
    | 'search_legals'
    | 'search_document_tract_parcels';
  where: FragmentSqlToken[];
};
const inDocuments = (subquery: FragmentSqlToken) => sql.fragment`r.doc_id IN (${subquery})`;

/** Each land-record search's own source and conditions (001 §2.2–§2.12), on the row alias r. */
const byType: Partial<Record<SearchType, (criteria: Criteria) => Source>> = {
  searchByAddress: (criteria) => {
    const where = [
      sql.fragment`r.street_name_key LIKE ${startsWith(nameKey(s(criteria, 'streetName')))}`,
      sql.fragment`r.street_number_key = ${nameKey(s(criteria, 'streetNumber'))}`,
    ];
    const city = nameKey(s(criteria, 'city'));
    if (city) where.push(sql.fragment`r.city_key LIKE ${startsWith(city)}`);
    return { table: 'search_document_addresses', where };
  },
  searchByBookAndPage: (criteria) => {
    const book = padBook(s(criteria, 'book'));
    const page = s(criteria, 'page');
    const where = [
      page
        ? sql.fragment`r.book_key = ${`${book}/${page.toUpperCase().padStart(8, '0')}`}`
        : sql.fragment`r.book_key LIKE ${startsWith(`${book}/`)}`,
    ];
    if (s(criteria, 'bookType') !== 'ALL') where.push(sql.fragment`r.book_type = ${s(criteria, 'bookType')}`);
    return { table: 'search_documents', where };
  },
  searchByDate: () => ({ table: 'search_documents', where: [] }),
  searchByDocumentNumber: (criteria) => {
    const from = docNumberKey(s(criteria, 'fromDocumentNumber'));
    const to = s(criteria, 'toDocumentNumber');
    return {
      table: 'search_documents',
      where: [
        to
          ? sql.fragment`r.doc_number_key BETWEEN ${from} AND ${docNumberKey(to)}`
          : sql.fragment`r.doc_number_key = ${from}`,
      ],
    };
  },
  searchByName: (criteria) => {
    const first = nameConditions(nameSet(criteria, '1'));
    if (!s(criteria, 'grantorGranteeLastName2')) return { table: 'search_document_names', where: [first] };
    const second = nameSet(criteria, '2');
    if (criteria.andOr === 'AND')
      return { table: 'search_document_names', where: [first, inDocuments(documentsNamed(second))] };
    return { table: 'search_document_names', where: [sql.fragment`(${first} OR ${nameConditions(second)})`] };
  },
  searchByLegalDescription: (criteria) => {
    const where = legalConditions('D', criteria as never);
    const suffix = criteria.legalType === 'MB' ? 'Mb' : 'Lb';
    const name = nameSet({ ...criteria, grantorGranteeSearchIn: 'BOTH' }, suffix);
    if (name.last) where.push(inDocuments(documentsNamed(name)));
    return { table: 'search_legals', where };
  },
  searchByParcelId: (criteria) => ({
    table: 'search_document_parcels',
    where: [sql.fragment`r.parcel_key LIKE ${startsWith(nameKey(s(criteria, 'parcelId')))}`],
  }),
  searchByTractIndexNMI: (criteria) => {
    const where = [
      sql.fragment`r.island_key = ${nameKey(s(criteria, 'island'))}`,
      sql.fragment`r.village_key LIKE ${startsWith(nameKey(s(criteria, 'village')))}`,
    ];
    const parcel = nameKey(s(criteria, 'parcelId'));
    if (parcel) where.push(sql.fragment`r.parcel_key LIKE ${startsWith(parcel)}`);
    return { table: 'search_document_tract_parcels', where };
  },
  searchByPlat: (criteria) => ({
    table: 'search_legals',
    where: [sql.fragment`r.owner = 'D'`, sql.fragment`r.plat_code = ${nameKey(s(criteria, 'plat'))}`],
  }),
};

/** Land documents (the general results of 001 §2.15) for the nine searches that list them. */
export function generalPlan(type: SearchType, criteria: Criteria, context: PlanContext): SearchPlan {
  const source = byType[type]!(criteria);
  const conditions = source.where;
  conditions.push(recordedBetween(sql.fragment`r.recorded_at`, context.from, context.to, context.timeZone));
  if (!context.viewProtected) conditions.push(sql.fragment`NOT r.protected`);
  const documentType = s(criteria, 'documentType');
  if (documentType && documentType !== 'ALL') conditions.push(sql.fragment`r.image_key_type = ${documentType}`);
  const group = s(criteria, 'instrumentGroup');
  if (group && group !== 'ALL') conditions.push(inInstrumentGroup(group));
  return {
    from: sql.fragment`${sql.identifier([source.table])} r`,
    tiebreak: sql.fragment`r.doc_id`,
    where: conditions,
    ...(source.table === 'search_documents'
      ? {}
      : { results: { table: sql.fragment`search_documents`, key: sql.fragment`doc_id` } }),
    orderBy: {
      docNumber: [sql.fragment`r.doc_number_key`],
      instrument: [sql.fragment`r.instrument_key`, sql.fragment`r.doc_number_key`],
      recordedDate: [sql.fragment`r.recorded_at`, sql.fragment`r.doc_number_key`],
      book: [sql.fragment`r.book_key`, sql.fragment`r.doc_number_key`],
    },
  };
}
