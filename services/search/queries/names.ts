import { nameKey } from '@landrecords/contracts/records/keys';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '../../platform/database';
import { and, startsWith } from './plan';

export type NameCriteria = {
  last: string;
  first: string;
  middleInitial: string;
  searchIn: 'BOTH' | 'GRANTORS' | 'GRANTEES';
};

/**
 * Documents with a party of this name (DESIGN §3): last or business name begins with, first name begins with,
 * middle initial equals, on the folded forms.
 */
export function documentsNamed(name: NameCriteria): FragmentSqlToken {
  const conditions = [sql.fragment`n.last_key LIKE ${startsWith(nameKey(name.last))}`];
  const first = nameKey(name.first);
  if (first) conditions.push(sql.fragment`n.first_key LIKE ${startsWith(first)}`);
  const initial = nameKey(name.middleInitial);
  if (initial) conditions.push(sql.fragment`n.middle_initial = ${initial}`);
  if (name.searchIn !== 'BOTH') conditions.push(sql.fragment`n.grantor = ${name.searchIn === 'GRANTORS'}`);
  return sql.fragment`SELECT n.doc_id FROM search_document_names n WHERE ${and(conditions)}`;
}
