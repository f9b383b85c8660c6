import { nameKey, nameKeys } from '@landrecords/contracts/records/keys';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '../../platform/database';
import { namePair, soughtPrefix } from '../name-prefixes';
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
 * sought under both its keys (nameKeys), as the index holds a row for each. `lastKeys`: the last names that
 * begin so, when they have been read (keyed-pages.ts), the same rows found by equality.
 */
export function nameConditions(name: PartyName, alias = 'r', lastKeys?: readonly string[]): FragmentSqlToken {
  const column = (name: string) => sql.fragment`${sql.identifier([alias, name])}`;
  const conditions = [
    lastKeys
      ? sql.fragment`${column('last_key')} = ANY(${sql.array(lastKeys, 'text')})`
      : startsWithAny(column('last_key'), nameKeys(name.last)),
  ];
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

/**
 * Whether a document's name beginnings say all of this name: a last name of up to PREFIX_LETTERS letters, nothing
 * else of it, either side. (An empty last name is never searched: the form requires it.)
 */
export function beginningIsAll(name: PartyName): boolean {
  const keys = nameKeys(name.last);
  return (
    keys.every((key) => key !== '' && soughtPrefix(key) === key) &&
    !nameKey(name.first) &&
    !nameKey(name.middleInitial) &&
    name.searchIn === 'BOTH'
  );
}

/** Whether two name blocks ask for the same party (as the keys fold them): an AND or OR of them is the name once. */
export function sameName(a: PartyName, b: PartyName): boolean {
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((key, index) => key === y[index]);
  return (
    same(nameKeys(a.last), nameKeys(b.last)) &&
    same(nameKeys(a.first), nameKeys(b.first)) &&
    nameKey(a.middleInitial) === nameKey(b.middleInitial) &&
    a.searchIn === b.searchIn
  );
}

/**
 * A document with a party of each of these names, as conditions on its row of search_document_name_beginnings
 * (under r): listed under each name's beginning, and, unless the beginning is all of the name (a last name of up
 * to PREFIX_LETTERS letters, nothing else of it, either side), the name checked in the document's names.
 */
export function documentNamedEach(names: readonly PartyName[]): FragmentSqlToken[] {
  return names.flatMap((name) => {
    const prefixes = nameKeys(name.last).map(soughtPrefix);
    const beginning = prefixes.every((prefix) => prefix !== null)
      ? [sql.fragment`r.name_prefixes && ${sql.array(prefixes, 'text')}`]
      : [];
    if (beginningIsAll(name)) return beginning;
    // A subquery of one row rather than EXISTS: checked document by document as they come, never turned into a
    // join that reads the name's tens of thousands of rows.
    const named = sql.fragment`(SELECT true FROM search_document_names n
      WHERE n.doc_id = r.doc_id AND ${nameConditions(name, 'n')} LIMIT 1)`;
    return [...beginning, sql.fragment`coalesce(${named}, false)`];
  });
}

/**
 * The pair under which the documents with a party of each of two different two-letter last names are listed
 * (search_document_name_pairs: 'MO' AND 'BA' under BA|MO), when the beginnings say all of both; else null.
 */
export function namePairOf(names: readonly [PartyName, PartyName]): string | null {
  if (!names.every(beginningIsAll)) return null;
  const [first, second] = names.map((name) => nameKeys(name.last));
  const twoLetters = (keys: string[]) => keys.length === 1 && Array.from(keys[0]!).length === 2;
  if (!twoLetters(first!) || !twoLetters(second!) || first![0] === second![0]) return null;
  return namePair(first![0]!, second![0]!);
}
