import type { LegalDescriptionCriteria, NameSearchCriteria } from '@landrecords/contracts/search/criteria';
import { codeKey, docNumberKey, nameKey, nameKeys, parcelKey } from '@landrecords/contracts/records/keys';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '../../platform/database';
import { legalConditions } from './legals';
import {
  beginningIsAll,
  documentNamedEach,
  documentsNamed,
  namePairOf,
  nameConditions,
  sameName,
  type PartyName,
} from './names';
import {
  type KeyValues,
  or,
  recordedBetween,
  type PrefixKey,
  startsWith,
  startsWithAny,
  type Planners,
  type RecordCondition,
  type SearchPlan,
} from './plan';
import type { PlanContext } from './plan-context';

/** The instrument codes of a group, from the code list the feed brought. */
const inInstrumentGroup = (group: string) => sql.fragment`r.instrument_code IN (
  SELECT entry->>'code' FROM search_code_lists, jsonb_array_elements(entries) entry
  WHERE list = 'instrumentCodes' AND entry->>'group' = ${group})`;

const padBook = (book: string) => book.toUpperCase().padStart(12, '0');

/**
 * The parcels (their parcelKeys in `column`) whose ID begins with the typed segments: a last segment of digits
 * is a whole number ('1-2139-51' finds lot 51, not 510), one of text may be begun. An ID typed without
 * separators ('1021390051') is also sought among the IDs' digits run together.
 */
function parcelBeginsWith(column: FragmentSqlToken, typed: string): FragmentSqlToken {
  const key = parcelKey(typed);
  const segments = key.split(' ');
  const conditions = [
    /^\d+$/.test(segments[segments.length - 1]!)
      ? sql.fragment`(${column} = ${key} OR ${column} LIKE ${startsWith(`${key} `)})`
      : sql.fragment`${column} LIKE ${startsWith(key)}`,
  ];
  if (segments.length === 1) conditions.push(sql.fragment`${column} LIKE ${startsWith(codeKey(typed))}`);
  return or(conditions);
}

/** The name search's first and second name blocks. */
const firstName = (criteria: NameSearchCriteria): PartyName => ({
  last: criteria.grantorGranteeLastName1,
  first: criteria.grantorGranteeFirstName1,
  middleInitial: criteria.grantorGranteeMiddleInitial1,
  searchIn: criteria.grantorGranteeSearchIn,
});
const secondName = (criteria: NameSearchCriteria): PartyName => ({
  last: criteria.grantorGranteeLastName2,
  first: criteria.grantorGranteeFirstName2,
  middleInitial: criteria.grantorGranteeMiddleInitial2,
  searchIn: criteria.grantorGranteeSearchIn,
});

/** The legal description search's name block of its legal type, sought on either side. */
const legalName = (criteria: LegalDescriptionCriteria): PartyName =>
  criteria.legalType === 'MB'
    ? {
        last: criteria.grantorGranteeLastNameMb,
        first: criteria.grantorGranteeFirstNameMb,
        middleInitial: criteria.grantorGranteeMiddleInitialMb,
        searchIn: 'BOTH',
      }
    : {
        last: criteria.grantorGranteeLastNameLb,
        first: criteria.grantorGranteeFirstNameLb,
        middleInitial: criteria.grantorGranteeMiddleInitialLb,
        searchIn: 'BOTH',
      };

/**
 * Where a search finds its documents: a child table (its rows repeat the sort keys) or the documents; and the
 * document type and instrument group its form narrows them to, for the forms that have them.
 */
type Source = {
  table:
    | 'search_documents'
    | 'search_document_names'
    | 'search_document_parcels'
    | 'search_document_addresses'
    | 'search_legals'
    | 'search_document_tract_parcels';
  where: FragmentSqlToken[];
  documentType?: string;
  instrumentGroup?: string;
  recordCondition?: RecordCondition;
  prefixKey?: PrefixKey;
  keyValues?: KeyValues;
};
const inDocuments = (subquery: FragmentSqlToken) => sql.fragment`r.doc_id IN (${subquery})`;

/** Land documents (the general results of 001 §2.15) from a search's own source and conditions. */
function landDocumentsPlan(source: Source, context: PlanContext): SearchPlan {
  // On columns every child table repeats of its document (sort-columns.ts), so they apply to either.
  const filters = [recordedBetween(sql.fragment`r.recorded_at`, context.from, context.to)];
  if (!context.viewProtected) filters.push(sql.fragment`NOT r.protected`);
  const { documentType, instrumentGroup: group, recordCondition, keyValues } = source;
  if (documentType && documentType !== 'ALL') filters.push(sql.fragment`r.image_key_type = ${documentType}`);
  if (group && group !== 'ALL') filters.push(inInstrumentGroup(group));
  return {
    from: sql.fragment`${sql.identifier([source.table])} r`,
    tiebreak: sql.fragment`r.doc_id`,
    where: [...source.where, ...filters],
    ...(source.table === 'search_documents'
      ? {}
      : { results: { table: sql.fragment`search_documents`, key: sql.fragment`doc_id` } }),
    ...(recordCondition
      ? { recordCondition: { ...recordCondition, documents: [...recordCondition.documents, ...filters] } }
      : {}),
    ...(source.prefixKey ? { prefixKey: source.prefixKey } : {}),
    ...(keyValues ? { keyValues: { ...keyValues, where: (values) => [...keyValues.where(values), ...filters] } } : {}),
    orderBy: {
      docNumber: [sql.fragment`r.doc_number_key`],
      instrument: [sql.fragment`r.instrument_key`, sql.fragment`r.doc_number_key`],
      recordedDate: [sql.fragment`r.recorded_at`, sql.fragment`r.doc_number_key`],
      book: [sql.fragment`r.book_key`, sql.fragment`r.doc_number_key`],
    },
  };
}

/** A land-record search's plan from its source; its criteria's type comes from the planner map's entry. */
const landSearch =
  <Criteria>(source: (criteria: Criteria) => Source) =>
  (criteria: Criteria, context: PlanContext): SearchPlan =>
    landDocumentsPlan(source(criteria), context);

export type GeneralSearchType =
  | 'searchByAddress'
  | 'searchByBookAndPage'
  | 'searchByDate'
  | 'searchByDocumentNumber'
  | 'searchByLegalDescription'
  | 'searchByName'
  | 'searchByParcelId'
  | 'searchByTractIndexNMI'
  | 'searchByPlat';

/** Each land-record search's own source and conditions (001 §2.2–§2.12), on the row alias r. */
export const generalPlanners = {
  searchByAddress: landSearch((criteria) => {
    const where = [
      startsWithAny(sql.fragment`r.street_name_key`, nameKeys(criteria.streetName)),
      sql.fragment`r.street_number_key = ${codeKey(criteria.streetNumber)}`,
    ];
    const city = nameKeys(criteria.city);
    if (city[0]) where.push(startsWithAny(sql.fragment`r.city_key`, city));
    return { table: 'search_document_addresses', where, instrumentGroup: criteria.instrumentGroup };
  }),
  searchByBookAndPage: landSearch((criteria) => {
    const book = padBook(criteria.book);
    const page = criteria.page;
    const where = [
      page
        ? sql.fragment`r.book_key = ${`${book}/${page.toUpperCase().padStart(8, '0')}`}`
        : sql.fragment`r.book_key LIKE ${startsWith(`${book}/`)}`,
    ];
    if (criteria.bookType !== 'ALL') where.push(sql.fragment`r.book_type = ${criteria.bookType}`);
    return { table: 'search_documents', where };
  }),
  searchByDate: landSearch((criteria) => ({
    table: 'search_documents',
    where: [],
    documentType: criteria.documentType,
    instrumentGroup: criteria.instrumentGroup,
  })),
  searchByDocumentNumber: landSearch((criteria) => {
    const from = docNumberKey(criteria.fromDocumentNumber);
    const to = criteria.toDocumentNumber;
    return {
      table: 'search_documents',
      where: [
        to
          ? sql.fragment`r.doc_number_key BETWEEN ${from} AND ${docNumberKey(to)}`
          : sql.fragment`r.doc_number_key = ${from}`,
      ],
      documentType: criteria.documentType,
    };
  }),
  searchByName: landSearch((criteria) => {
    const filters = { documentType: criteria.documentType, instrumentGroup: criteria.instrumentGroup };
    const name = firstName(criteria);
    const first = nameConditions(name);
    const second = secondName(criteria);
    const twice = Boolean(criteria.grantorGranteeLastName2) && sameName(name, second);
    // The same name twice is the name once; but 'MO' AND 'MO' reads the documents' beginnings in the page's order
    // (record-condition.ts), quicker than every MO name row sorted.
    const shortAnd = criteria.andOr === 'AND' && beginningIsAll(name);
    if (!criteria.grantorGranteeLastName2 || (twice && !shortAnd)) {
      const lastNameAlone = !nameKey(name.first) && !nameKey(name.middleInitial);
      const prefixKey: PrefixKey = { column: 'last_key', prefixes: nameKeys(name.last) };
      // a first name is the next column of the names' (last, first) index: sought within each last name
      const keyValues: KeyValues = { key: prefixKey, where: (values) => [nameConditions(name, 'r', values)] };
      const byKey = lastNameAlone ? { prefixKey } : nameKey(name.first) ? { keyValues } : {};
      return { table: 'search_document_names', where: [first], ...filters, ...byKey };
    }
    if (criteria.andOr === 'AND') {
      const pair = namePairOf([name, second]);
      const alsoNamed = {
        rows: nameConditions(second),
        ...(pair === null
          ? {
              // 'FI' AND 'FI' is 'FI': said twice, PostgreSQL takes the condition for a rarer one and reads the
              // beginning's whole posting list (31 ms at a million documents) instead of its first rows (8 ms).
              documents: documentNamedEach(twice ? [name] : [name, second]),
              documentsFrom: sql.fragment`search_document_name_beginnings r`,
            }
          : {
              documents: [sql.fragment`r.name_pair = ${pair}`],
              documentsFrom: sql.fragment`search_document_name_pairs r`,
            }),
        beginningsAlone: beginningIsAll(name) && beginningIsAll(second),
        countRows: twice,
      };
      return { table: 'search_document_names', where: [first], recordCondition: alsoNamed, ...filters };
    }
    return {
      table: 'search_document_names',
      where: [sql.fragment`(${first} OR ${nameConditions(second)})`],
      ...filters,
    };
  }),
  searchByLegalDescription: landSearch((criteria) => {
    const where = legalConditions('D', criteria);
    const name = legalName(criteria);
    if (name.last) where.push(inDocuments(documentsNamed(name)));
    return {
      table: 'search_legals',
      where,
      documentType: criteria.documentType,
      instrumentGroup: criteria.instrumentGroup,
    };
  }),
  searchByParcelId: landSearch((criteria) => ({
    table: 'search_document_parcels',
    where: [parcelBeginsWith(sql.fragment`r.parcel_key`, criteria.parcelId)],
    documentType: criteria.documentType,
  })),
  searchByTractIndexNMI: landSearch((criteria) => {
    const island = sql.fragment`r.island_key = ${nameKey(criteria.island)}`;
    const village = nameKey(criteria.village);
    const where = [island, sql.fragment`r.village_key LIKE ${startsWith(village)}`];
    const parcel = parcelKey(criteria.parcelId);
    if (parcel) where.push(parcelBeginsWith(sql.fragment`r.parcel_key`, criteria.parcelId));
    const prefixKey: PrefixKey = { column: 'village_key', prefixes: [village], scope: [island] };
    return { table: 'search_document_tract_parcels', where, ...(parcel ? {} : { prefixKey }) };
  }),
  searchByPlat: landSearch((criteria) => ({
    table: 'search_legals',
    where: [sql.fragment`r.owner = 'D'`, sql.fragment`r.plat_code = ${codeKey(criteria.plat)}`],
  })),
} satisfies Planners<GeneralSearchType>;
