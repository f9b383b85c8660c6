import { nameKey } from '@landrecords/contracts/records/keys';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '@landrecords/projections/platform/database';
import { contains } from './plan';

type LegalCriteria = Record<string, unknown> & { legalType: 'LB' | 'MB'; searchMethod: 'CONTAINS' | 'EXACT' };

const value = (criteria: Record<string, unknown>, field: string) => nameKey(String(criteria[field] ?? ''));

/**
 * A legal description matching the form (001 §2.7), as conditions on a search_legals row under `alias`: the plat or the section, township and range
 * select, then each other part typed must match, exactly or contained in the stored part (Matches Exactly /
 * Contains). `owner` is D for land documents, T for tract book entries.
 */
export function legalConditions(owner: 'D' | 'T', criteria: LegalCriteria, alias = 'r'): FragmentSqlToken[] {
  const conditions: FragmentSqlToken[] = [sql.fragment`${sql.identifier([alias, 'owner'])} = ${owner}`];
  const match = (column: string, typed: string) => {
    if (!typed) return;
    const columnSql = sql.identifier([alias, column]);
    conditions.push(
      criteria.searchMethod === 'EXACT'
        ? sql.fragment`${columnSql} = ${typed}`
        : sql.fragment`${columnSql} LIKE ${contains(typed)}`,
    );
  };
  const equal = (column: string, typed: string) => {
    if (typed) conditions.push(sql.fragment`${sql.identifier([alias, column])} = ${typed}`);
  };
  if (criteria.legalType === 'LB') {
    equal('plat_code', value(criteria, 'plat'));
    for (const part of ['lot', 'block', 'sublot', 'building', 'unit', 'garage']) match(part, value(criteria, part));
    match('municipality_key', value(criteria, 'lbMunicipality'));
    equal('other_lot_code', value(criteria, 'otherLotCodeLb'));
    match('other_lot', value(criteria, 'otherLotLb'));
    if (criteria.hideOtherLots) conditions.push(sql.fragment`${sql.identifier([alias, 'other_lot'])} = ''`);
    conditions.push(sql.fragment`${sql.identifier([alias, 'legal_type'])} IN ('LB', 'CONDO')`);
  } else {
    for (const part of ['section', 'township', 'range', 'qqqq', 'qqq', 'qq', 'q', 'base', 'meridian']) {
      equal(part, value(criteria, part));
    }
    match('municipality_key', value(criteria, 'municipality'));
    equal('other_lot_code', value(criteria, 'otherLotCodeMb'));
    match('other_lot', value(criteria, 'otherLotMb'));
    conditions.push(sql.fragment`${sql.identifier([alias, 'legal_type'])} = 'MB'`);
  }
  return conditions;
}
