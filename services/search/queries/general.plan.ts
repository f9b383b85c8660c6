import type { SearchType } from '@landrecords/contracts/codes';
import { docNumberKey, nameKey } from '@landrecords/contracts/records/keys';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '../../platform/database';
import { recordsWithLegal } from './legals';
import { documentsNamed, type NameCriteria } from './names';
import { recordedBetween, startsWith, type SearchPlan } from './plan';
import type { PlanContext } from './plan-context';

type Criteria = Record<string, string | boolean>;
const s = (criteria: Criteria, field: string) => String(criteria[field] ?? '');

const inDocuments = (subquery: FragmentSqlToken) => sql.fragment`r.doc_id IN (${subquery})`;

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

/** Each land-record search's own conditions (001 §2.2–§2.12). */
const byType: Partial<Record<SearchType, (criteria: Criteria) => FragmentSqlToken[]>> = {
  searchByAddress: (criteria) => {
    const conditions = [
      sql.fragment`a.street_name_key LIKE ${startsWith(nameKey(s(criteria, 'streetName')))}`,
      sql.fragment`a.street_number_key = ${nameKey(s(criteria, 'streetNumber'))}`,
    ];
    const city = nameKey(s(criteria, 'city'));
    if (city) conditions.push(sql.fragment`a.city_key LIKE ${startsWith(city)}`);
    return [
      inDocuments(
        sql.fragment`SELECT a.doc_id FROM search_document_addresses a WHERE ${sql.join(conditions, sql.fragment` AND `)}`,
      ),
    ];
  },
  searchByBookAndPage: (criteria) => {
    const book = padBook(s(criteria, 'book'));
    const page = s(criteria, 'page');
    const conditions = [
      page
        ? sql.fragment`r.book_key = ${`${book}/${page.toUpperCase().padStart(8, '0')}`}`
        : sql.fragment`r.book_key LIKE ${startsWith(`${book}/`)}`,
    ];
    if (s(criteria, 'bookType') !== 'ALL') conditions.push(sql.fragment`r.book_type = ${s(criteria, 'bookType')}`);
    return conditions;
  },
  searchByDate: () => [],
  searchByDocumentNumber: (criteria) => {
    const from = docNumberKey(s(criteria, 'fromDocumentNumber'));
    const to = s(criteria, 'toDocumentNumber');
    return [
      to
        ? sql.fragment`r.doc_number_key BETWEEN ${from} AND ${docNumberKey(to)}`
        : sql.fragment`r.doc_number_key = ${from}`,
    ];
  },
  searchByName: (criteria) => {
    const first = inDocuments(documentsNamed(nameSet(criteria, '1')));
    if (!s(criteria, 'grantorGranteeLastName2')) return [first];
    const second = documentsNamed(nameSet(criteria, '2'));
    if (criteria.andOr === 'AND') return [first, inDocuments(second)];
    return [sql.fragment`r.doc_id IN (${documentsNamed(nameSet(criteria, '1'))} UNION ${second})`];
  },
  searchByLegalDescription: (criteria) => {
    const conditions = [inDocuments(recordsWithLegal('D', criteria as never))];
    const suffix = criteria.legalType === 'MB' ? 'Mb' : 'Lb';
    const name = nameSet({ ...criteria, grantorGranteeSearchIn: 'BOTH' }, suffix);
    if (name.last) conditions.push(inDocuments(documentsNamed(name)));
    return conditions;
  },
  searchByParcelId: (criteria) => [
    inDocuments(
      sql.fragment`SELECT p.doc_id FROM search_document_parcels p WHERE p.parcel_key LIKE ${startsWith(nameKey(s(criteria, 'parcelId')))}`,
    ),
  ],
  searchByTractIndexNMI: (criteria) => {
    const conditions = [
      sql.fragment`t.island_key = ${nameKey(s(criteria, 'island'))}`,
      sql.fragment`t.village_key LIKE ${startsWith(nameKey(s(criteria, 'village')))}`,
    ];
    const parcel = nameKey(s(criteria, 'parcelId'));
    if (parcel) conditions.push(sql.fragment`t.parcel_key LIKE ${startsWith(parcel)}`);
    return [
      inDocuments(
        sql.fragment`SELECT t.doc_id FROM search_document_tract_parcels t WHERE ${sql.join(conditions, sql.fragment` AND `)}`,
      ),
    ];
  },
  searchByPlat: (criteria) => [
    inDocuments(
      sql.fragment`SELECT l.doc_id FROM search_legals l WHERE l.owner = 'D' AND l.plat_code = ${nameKey(s(criteria, 'plat'))}`,
    ),
  ],
};

/** Land documents (the general results of 001 §2.15) for the nine searches that list them. */
export function generalPlan(type: SearchType, criteria: Criteria, context: PlanContext): SearchPlan {
  const conditions = byType[type]!(criteria);
  conditions.push(recordedBetween(sql.fragment`r.recorded_at`, context.from, context.to, context.timeZone));
  if (!context.viewProtected) conditions.push(sql.fragment`NOT r.protected`);
  const documentType = s(criteria, 'documentType');
  if (documentType && documentType !== 'ALL') conditions.push(sql.fragment`r.image_key_type = ${documentType}`);
  const group = s(criteria, 'instrumentGroup');
  if (group && group !== 'ALL') conditions.push(inInstrumentGroup(group));
  return {
    from: sql.fragment`search_documents r`,
    tiebreak: sql.fragment`r.doc_id`,
    where: conditions,
    orderBy: {
      docNumber: [sql.fragment`r.doc_number_key`],
      instrument: [sql.fragment`r.instrument_key`, sql.fragment`r.doc_number_key`],
      recordedDate: [sql.fragment`r.recorded_at`, sql.fragment`r.doc_number_key`],
      book: [sql.fragment`r.book_key`, sql.fragment`r.doc_number_key`],
    },
  };
}
