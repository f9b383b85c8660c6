import type { LegalCriteria } from '@landrecords/contracts/search/criteria';
import type { FragmentSqlToken } from 'slonik';
import { legalPartKey, type PartColumn } from '../legal.rows';
import { sql } from '../../platform/database';
import { contains } from './plan';

/**
 * A legal description matching the form (001 §2.7), as conditions on a search_legals row under `alias`: the plat or the section, township and range
 * select, then each other part typed must match, exactly or contained in the stored part (Matches Exactly /
 * Contains). `owner` is D for land documents, T for tract book entries. Each part is folded as stored.
 */
export function legalConditions(owner: 'D' | 'T', criteria: LegalCriteria, alias = 'r'): FragmentSqlToken[] {
  const conditions: FragmentSqlToken[] = [sql.fragment`${sql.identifier([alias, 'owner'])} = ${owner}`];
  const match = (column: PartColumn, part: string) => {
    const typed = legalPartKey(column, part);
    if (!typed) return;
    const columnSql = sql.identifier([alias, column]);
    conditions.push(
      criteria.searchMethod === 'EXACT'
        ? sql.fragment`${columnSql} = ${typed}`
        : sql.fragment`${columnSql} LIKE ${contains(typed)}`,
    );
  };
  const equal = (column: PartColumn, part: string) => {
    const typed = legalPartKey(column, part);
    if (typed) conditions.push(sql.fragment`${sql.identifier([alias, column])} = ${typed}`);
  };
  if (criteria.legalType === 'LB') {
    equal('plat_code', criteria.plat);
    match('lot', criteria.lot);
    match('block', criteria.block);
    match('sublot', criteria.sublot);
    match('building', criteria.building);
    match('unit', criteria.unit);
    match('garage', criteria.garage);
    match('municipality_key', criteria.lbMunicipality);
    equal('other_lot_code', criteria.otherLotCodeLb);
    match('other_lot', criteria.otherLotLb);
    if (criteria.hideOtherLots) conditions.push(sql.fragment`${sql.identifier([alias, 'other_lot'])} = ''`);
    conditions.push(sql.fragment`${sql.identifier([alias, 'legal_type'])} IN ('LB', 'CONDO')`);
  } else {
    equal('section', criteria.section);
    equal('township', criteria.township);
    equal('range', criteria.range);
    equal('qqqq', criteria.qqqq);
    equal('qqq', criteria.qqq);
    equal('qq', criteria.qq);
    equal('q', criteria.q);
    equal('base', criteria.base);
    equal('meridian', criteria.meridian);
    match('municipality_key', criteria.municipality);
    equal('other_lot_code', criteria.otherLotCodeMb);
    match('other_lot', criteria.otherLotMb);
    conditions.push(sql.fragment`${sql.identifier([alias, 'legal_type'])} = 'MB'`);
  }
  return conditions;
}
