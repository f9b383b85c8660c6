import type { SearchType } from '@landrecords/contracts/codes';
import { docNumberKey, nameKey } from '@landrecords/contracts/records/keys';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '@landrecords/projections/platform/database';
import { legalConditions } from './legals';
import { and, contains, recordedBetween, startsWith, type SearchPlan } from './plan';
import type { PlanContext } from './plan-context';

type Criteria = Record<string, string | boolean>;
const s = (criteria: Criteria, field: string) => String(criteria[field] ?? '');
const visible = (context: PlanContext) => (context.viewProtected ? [] : [sql.fragment`NOT r.protected`]);
const dayBetween = (column: FragmentSqlToken, context: PlanContext) =>
  sql.fragment`${column} BETWEEN ${context.from}::date AND ${context.to}::date`;

/** Torrens certificates (001 §2.9, §2.18): by number, or by text in their legal, memorials or recital. */
export function torrensPlan(type: SearchType, criteria: Criteria, context: PlanContext): SearchPlan {
  const where = [...visible(context), dayBetween(sql.fragment`r.certified_date`, context)];
  if (type === 'searchByTorrensCertificate') {
    where.push(sql.fragment`r.certificate_key = ${docNumberKey(s(criteria, 'certificateNumber'))}`);
  } else {
    const typed = s(criteria, 'text');
    const text = contains(nameKey(typed));
    const byMemorialNumber = sql.fragment`r.id IN (SELECT m.id FROM search_torrens_memorials m WHERE m.doc_number_key = ${docNumberKey(typed)})`;
    const within = {
      LEGAL: sql.fragment`r.legal_text LIKE ${text}`,
      MEMORIAL: sql.fragment`r.memorial_text LIKE ${text}`,
      RECITAL: sql.fragment`r.recital_text LIKE ${text}`,
      DOCUMENT: byMemorialNumber,
    };
    const searchIn = s(criteria, 'searchIn') as keyof typeof within | 'ALL';
    where.push(
      searchIn === 'ALL' ? sql.fragment`(${sql.join(Object.values(within), sql.fragment` OR `)})` : within[searchIn],
    );
  }
  return {
    from: sql.fragment`search_torrens_certificates r`,
    tiebreak: sql.fragment`r.id`,
    where,
    orderBy: {
      certificateNumber: [sql.fragment`r.certificate_key`],
      certifiedDate: [sql.fragment`r.certified_date`, sql.fragment`r.certificate_key`],
      book: [sql.fragment`r.book_key`, sql.fragment`r.certificate_key`],
    },
  };
}

/** Tract book entries (001 §2.10, §2.19): by id, or by legal description. */
export function tractBookPlan(type: SearchType, criteria: Criteria, context: PlanContext): SearchPlan {
  const where = [
    ...visible(context),
    recordedBetween(sql.fragment`r.recorded_at`, context.from, context.to, context.timeZone),
    type === 'searchByTractBookId'
      ? sql.fragment`r.id_key = ${docNumberKey(s(criteria, 'tractBookId'))}`
      : sql.fragment`r.doc_id IN (SELECT l.doc_id FROM search_legals l WHERE ${and(legalConditions('T', criteria as never, 'l'))})`,
  ];
  return {
    from: sql.fragment`search_tract_book_entries r`,
    tiebreak: sql.fragment`r.doc_id`,
    where,
    orderBy: {
      tractBookId: [sql.fragment`r.id_key`],
      recordedDate: [sql.fragment`r.recorded_at`, sql.fragment`r.id_key`],
    },
  };
}

/** The old grantor-grantee books (001 §2.13, §2.20): the name begins with, the entry's span meets the dates. */
export function grantorGranteeBookPlan(_type: SearchType, criteria: Criteria, context: PlanContext): SearchPlan {
  const name = startsWith(nameKey(s(criteria, 'lastName')));
  const searchIn = s(criteria, 'grantorGranteeSearchIn');
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
}

/** Tax liens (001 §2.14, §2.21) by date, document number, lien number or taxpayer; current or expired. */
export function taxLienPlan(_type: SearchType, criteria: Criteria, context: PlanContext): SearchPlan {
  const where = [...visible(context)];
  switch (s(criteria, 'searchBy')) {
    case 'DATE_RANGE':
      where.push(recordedBetween(sql.fragment`r.recorded_at`, context.from, context.to, context.timeZone));
      break;
    case 'DOCUMENT_NUMBER':
      where.push(sql.fragment`r.doc_number_key = ${docNumberKey(s(criteria, 'documentNumber'))}`);
      break;
    case 'LIEN_NUMBER':
      where.push(sql.fragment`r.lien_number_key = ${docNumberKey(s(criteria, 'lienNumber'))}`);
      break;
    default: {
      const conditions = [sql.fragment`t.last_key LIKE ${startsWith(nameKey(s(criteria, 'taxpayerName')))}`];
      const first = nameKey(s(criteria, 'taxpayerFirstName'));
      if (first) conditions.push(sql.fragment`t.first_key LIKE ${startsWith(first)}`);
      const initial = nameKey(s(criteria, 'taxpayerMiddleInitial'));
      if (initial) conditions.push(sql.fragment`t.middle_initial = ${initial}`);
      where.push(
        sql.fragment`r.doc_id IN (SELECT t.doc_id FROM search_tax_lien_taxpayers t WHERE ${sql.join(conditions, sql.fragment` AND `)})`,
      );
    }
  }
  const current = sql.fragment`(NOT r.released AND (r.expires_on IS NULL OR r.expires_on >= ${context.today}::date))`;
  if (criteria.currentOrExpired === 'CURRENT') where.push(current);
  if (criteria.currentOrExpired === 'EXPIRED') where.push(sql.fragment`NOT ${current}`);
  return {
    from: sql.fragment`search_tax_liens r`,
    tiebreak: sql.fragment`r.doc_id`,
    where,
    orderBy: {
      docNumber: [sql.fragment`r.doc_number_key`],
      recordedDate: [sql.fragment`r.recorded_at`, sql.fragment`r.doc_number_key`],
      lienDate: [sql.fragment`r.lien_date`, sql.fragment`r.doc_number_key`],
      lienNumber: [sql.fragment`r.lien_number_key`, sql.fragment`r.doc_number_key`],
    },
  };
}
