import { codeKey, docNumberKey, nameKey, nameKeys } from '@landrecords/contracts/records/keys';
import type { TaxLienCriteria, TorrensTextCriteria } from '@landrecords/contracts/search/criteria';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '../../platform/database';
import { legalConditions } from './legals';
import { and, contains, or, recordedBetween, startsWith, startsWithAny, type Planners, type SearchPlan } from './plan';
import type { PlanContext } from './plan-context';

const visible = (context: PlanContext) => (context.viewProtected ? [] : [sql.fragment`NOT r.protected`]);
const dayBetween = (column: FragmentSqlToken, context: PlanContext) =>
  sql.fragment`${column} BETWEEN ${context.from}::date AND ${context.to}::date`;

/** Torrens certificates (001 §2.9, §2.18) matching a search's condition. */
function torrensCertificatesPlan(condition: FragmentSqlToken, context: PlanContext): SearchPlan {
  return {
    from: sql.fragment`search_torrens_certificates r`,
    tiebreak: sql.fragment`r.id`,
    where: [...visible(context), dayBetween(sql.fragment`r.certified_date`, context), condition],
    orderBy: {
      certificateNumber: [sql.fragment`r.certificate_key`],
      certifiedDate: [sql.fragment`r.certified_date`, sql.fragment`r.certificate_key`],
      book: [sql.fragment`r.book_key`, sql.fragment`r.certificate_key`],
    },
  };
}

/** Torrens certificates by text in their legal, memorials or recital, or by a memorial's document number. */
function torrensText(criteria: TorrensTextCriteria): FragmentSqlToken {
  const typed = criteria.text;
  // the texts hold both forms of nameKeys (textKey): either form typed is found
  const containing = (column: FragmentSqlToken) =>
    or(nameKeys(typed).map((key) => sql.fragment`${column} LIKE ${contains(key)}`));
  const byMemorialNumber = sql.fragment`r.id IN (SELECT m.id FROM search_torrens_memorials m WHERE m.doc_number_key = ${docNumberKey(typed)})`;
  const within = {
    LEGAL: containing(sql.fragment`r.legal_text`),
    MEMORIAL: containing(sql.fragment`r.memorial_text`),
    RECITAL: containing(sql.fragment`r.recital_text`),
    DOCUMENT: byMemorialNumber,
  } satisfies Record<Exclude<TorrensTextCriteria['searchIn'], 'ALL'>, FragmentSqlToken>;
  const { searchIn } = criteria;
  return searchIn === 'ALL' ? sql.fragment`(${sql.join(Object.values(within), sql.fragment` OR `)})` : within[searchIn];
}

export const torrensPlanners = {
  searchByTorrensCertificate: (criteria, context) =>
    torrensCertificatesPlan(sql.fragment`r.certificate_key = ${docNumberKey(criteria.certificateNumber)}`, context),
  searchByTorrensText: (criteria, context) => torrensCertificatesPlan(torrensText(criteria), context),
} satisfies Planners<'searchByTorrensCertificate' | 'searchByTorrensText'>;

/** Tract book entries (001 §2.10, §2.19) matching a search's condition. */
function tractBookEntriesPlan(condition: FragmentSqlToken, context: PlanContext): SearchPlan {
  return {
    from: sql.fragment`search_tract_book_entries r`,
    tiebreak: sql.fragment`r.doc_id`,
    where: [...visible(context), recordedBetween(sql.fragment`r.recorded_at`, context.from, context.to), condition],
    orderBy: {
      tractBookId: [sql.fragment`r.id_key`],
      recordedDate: [sql.fragment`r.recorded_at`, sql.fragment`r.id_key`],
    },
  };
}

/** Tract book entries by id, or by legal description. */
export const tractBookPlanners = {
  searchByTractBookId: (criteria, context) =>
    tractBookEntriesPlan(sql.fragment`r.id_key = ${docNumberKey(criteria.tractBookId)}`, context),
  searchByTractBookLegal: (criteria, context) =>
    tractBookEntriesPlan(
      sql.fragment`r.doc_id IN (SELECT l.doc_id FROM search_legals l WHERE ${and(legalConditions('T', criteria, 'l'))})`,
      context,
    ),
} satisfies Planners<'searchByTractBookId' | 'searchByTractBookLegal'>;

export const grantorGranteeBookPlanners = {
  /**
   * The old grantor-grantee books (001 §2.13, §2.20): the name begins with, the entry's span meets the dates. An
   * entry has one key a name, its code key (punctuation left out), so the name typed is folded the same way.
   */
  searchByGrantorGranteeBook: (criteria, context) => {
    const name = startsWith(codeKey(criteria.lastName));
    const searchIn = criteria.grantorGranteeSearchIn;
    const byName =
      searchIn === 'GRANTORS'
        ? sql.fragment`r.from_name_key LIKE ${name}`
        : searchIn === 'GRANTEES'
          ? sql.fragment`r.to_name_key LIKE ${name}`
          : sql.fragment`(r.from_name_key LIKE ${name} OR r.to_name_key LIKE ${name})`;
    return {
      from: sql.fragment`search_grantor_grantee_book r`,
      tiebreak: sql.fragment`r.id`,
      where: [
        ...visible(context),
        byName,
        sql.fragment`r.from_date <= ${context.to}::date AND r.to_date >= ${context.from}::date`,
      ],
      orderBy: {
        id: [sql.fragment`r.id_key`],
        fromName: [sql.fragment`r.from_name_key`, sql.fragment`r.id_key`],
        fromDate: [sql.fragment`r.from_date`, sql.fragment`r.id_key`],
      },
    };
  },
} satisfies Planners<'searchByGrantorGranteeBook'>;

/**
 * A taxpayer's liens: conditions on a row of search_tax_lien_taxpayers, which repeats its lien's sort keys and
 * filters, so a common surname's count and page are read from the taxpayers alone (SMITH: 1,400 rows at a
 * million documents, sorted in a millisecond); only the page's liens are read.
 */
function taxpayerSource(criteria: TaxLienCriteria): Pick<SearchPlan, 'from' | 'where' | 'results'> {
  const last = nameKeys(criteria.taxpayerName);
  const where = [startsWithAny(sql.fragment`r.last_key`, last)];
  const first = nameKeys(criteria.taxpayerFirstName);
  if (first[0]) where.push(startsWithAny(sql.fragment`r.first_key`, first));
  const initial = nameKey(criteria.taxpayerMiddleInitial);
  if (initial) where.push(sql.fragment`r.middle_initial = ${initial}`);
  return {
    from: sql.fragment`search_tax_lien_taxpayers r`,
    where,
    results: { table: sql.fragment`search_tax_liens`, key: sql.fragment`doc_id` },
  };
}

/** The liens (under r) a search by date, document number or lien number finds. */
function lienConditions(criteria: TaxLienCriteria, context: PlanContext): FragmentSqlToken[] {
  switch (criteria.searchBy) {
    case 'DATE_RANGE':
      return [recordedBetween(sql.fragment`r.recorded_at`, context.from, context.to)];
    case 'DOCUMENT_NUMBER':
      return [sql.fragment`r.doc_number_key = ${docNumberKey(criteria.documentNumber)}`];
    case 'LIEN_NUMBER':
      return [sql.fragment`r.lien_number_key = ${docNumberKey(criteria.lienNumber)}`];
    default:
      return [];
  }
}

export const taxLienPlanners = {
  /**
   * Tax liens (001 §2.14, §2.21) by date, document number, lien number or taxpayer; current or expired. A
   * taxpayer's rows and a lien's row hold the same columns under the same names, so the filters and the orders
   * apply to either.
   */
  searchByTaxLien: (criteria, context) => {
    const source =
      criteria.searchBy === 'TAXPAYER_NAME'
        ? taxpayerSource(criteria)
        : { from: sql.fragment`search_tax_liens r`, where: lienConditions(criteria, context) };
    const where = [...visible(context), ...source.where];
    const current = sql.fragment`(NOT r.released AND (r.expires_on IS NULL OR r.expires_on >= ${context.today}::date))`;
    if (criteria.currentOrExpired === 'CURRENT') where.push(current);
    if (criteria.currentOrExpired === 'EXPIRED') where.push(sql.fragment`NOT ${current}`);
    return {
      ...source,
      tiebreak: sql.fragment`r.doc_id`,
      where,
      orderBy: {
        docNumber: [sql.fragment`r.doc_number_key`],
        recordedDate: [sql.fragment`r.recorded_at`, sql.fragment`r.doc_number_key`],
        lienDate: [sql.fragment`r.lien_date`, sql.fragment`r.doc_number_key`],
        lienNumber: [sql.fragment`r.lien_number_key`, sql.fragment`r.doc_number_key`],
      },
    };
  },
} satisfies Planners<'searchByTaxLien'>;
