import { nameKey, nameKeys } from '@landrecords/contracts/records/keys';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '../../platform/database';
import { and, startsWithAny } from './plan';

/** A party's name as a form's name block gives it, and on which side of the documents it is sought. */
export type PartyName = {
  last: string;
  first: string;
  middleInitial: string;
  searchIn: 'BOTH' | 'GRANTORS' | 'GRANTEES';
};

/**
 * A party of this name (DESIGN §3): last or business name begins with, first name begins with, middle initial
 * equals, on the folded forms; as conditions on a row of search_document_names under `alias`. Each name is
 * sought under both its keys (nameKeys), as the index holds a row for each.
 */
export function nameConditions(name: PartyName, alias = 'r'): FragmentSqlToken {
  const column = (name: string) => sql.fragment`${sql.identifier([alias, name])}`;
  const conditions = [startsWithAny(column('last_key'), nameKeys(name.last))];
  const first = nameKeys(name.first);
  if (first[0]) conditions.push(startsWithAny(column('first_key'), first));
  const initial = nameKey(name.middleInitial);
  if (initial) conditions.push(sql.fragment`${column('middle_initial')} = ${initial}`);
  if (name.searchIn !== 'BOTH') conditions.push(sql.fragment`${column('grantor')} = ${name.searchIn === 'GRANTORS'}`);
  return sql.fragment`(${and(conditions)})`;
}

/** The documents with a party of this name, as a subquery. */
export const documentsNamed = (name: PartyName): FragmentSqlToken =>
  sql.fragment`SELECT n.doc_id FROM search_document_names n WHERE ${nameConditions(name, 'n')}`;
