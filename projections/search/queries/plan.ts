import type { SearchType } from '@landrecords/contracts/codes';
import type { CriteriaOf } from '@landrecords/contracts/search/criteria';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '../../platform/database';
import type { PlanContext } from './plan-context';

/**
 * A search as SQL: the table it lists, the conditions its criteria make, and the order of each sort key. Each
 * kind of result builds one; run-search.ts pages, counts and truncates them all the same way.
 */
export type SearchPlan = {
  /** e.g. `search_documents r`: the row alias is always r, with `result` and a unique `tiebreak` column. */
  from: FragmentSqlToken;
  tiebreak: FragmentSqlToken;
  where: FragmentSqlToken[];
  orderBy: Record<string, FragmentSqlToken[]>;
  /**
   * When `from` is a child table (names, parcels, legals...) whose rows repeat their record's sort keys: the
   * table of the results, joined on the tiebreak. Records are then found, deduplicated and ordered in the child
   * table alone, and only the page's results are read.
   */
  results?: { table: FragmentSqlToken; key: FragmentSqlToken };
  /**
   * A condition on the whole record that none of its rows says alone: the AND of two names, another party of
   * the same document bearing the second name. `where` then finds the rows of the first name.
   */
  recordCondition?: RecordCondition;
  /**
   * When the rows are found by the beginnings of one key column alone (a last name with nothing else of the
   * name, a village with no parcel) and an index orders each value of that column by the document number: the
   * column and the beginnings.
   * The first page in that order is then read value by value, a page's rows from each, instead of sorting every
   * row of a common surname (keyed-pages.ts).
   */
  prefixKey?: PrefixKey;
  /**
   * When the rows are found by the beginnings of one key column and a condition on the next column of its index
   * (a last name and a first name): the key and the plan's conditions with the key's values in place of its
   * beginnings. With few values (a surname and its businesses), each value's rows are then found by both
   * columns, instead of every row of the surname read for its first name.
   */
  keyValues?: KeyValues;
};

export type KeyValues = {
  key: PrefixKey;
  /** `where` with the key column equal to one of these values instead of beginning with the prefixes. */
  where: (values: readonly string[]) => FragmentSqlToken[];
};

export type PrefixKey = {
  column: 'last_key' | 'village_key';
  prefixes: readonly string[];
  /** Equalities on the columns the index holds before the key (the NMI tract's island). */
  scope?: readonly FragmentSqlToken[];
};

export type RecordCondition = {
  /** The condition on a row of `from` (under r) that makes its record meet it. */
  rows: FragmentSqlToken;
  /**
   * The whole search as conditions on a document's row of `documentsFrom` (under r), the filters included:
   * when both names are common, the documents are found from their names' beginnings, or from their pair of
   * two-letter beginnings.
   */
  documents: FragmentSqlToken[];
  /** search_document_name_beginnings r, or search_document_name_pairs r (one row a document a pair). */
  documentsFrom: FragmentSqlToken;
  /**
   * The beginnings alone answer it (each name a last name of up to three letters, nothing else of it): the
   * names are neither sized nor checked, whether they are common or rare.
   */
  beginningsAlone: boolean;
  /**
   * The records of the rows `where` finds are the answer (the same short name twice): counted from those rows,
   * as the name alone is, instead of from the documents' beginnings.
   */
  countRows: boolean;
};

/** Plans a search of type T from that type's own checked criteria (contracts/search/criteria.ts). */
export type Planner<T extends SearchType> = (criteria: CriteriaOf<T>, context: PlanContext) => SearchPlan;

/** The plan of each of these search types, each taking exactly its own type's criteria. */
export type Planners<Types extends SearchType = SearchType> = { [T in Types]: Planner<T> };

export const and = (conditions: readonly FragmentSqlToken[]) =>
  conditions.length === 0 ? sql.fragment`TRUE` : sql.join(conditions, sql.fragment` AND `);

/** The folded text followed by anything: "begins with" on a C-collated key uses its b-tree. */
export const startsWith = (key: string) => `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const contains = (key: string) => `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Any of these conditions (none: FALSE). */
export const or = (conditions: readonly FragmentSqlToken[]) =>
  conditions.length <= 1
    ? (conditions[0] ?? sql.fragment`FALSE`)
    : sql.fragment`(${sql.join(conditions, sql.fragment` OR `)})`;

/** The column begins with one of these keys: a typed name's nameKeys. */
export const startsWithAny = (column: FragmentSqlToken, keys: readonly string[]) =>
  or(keys.map((key) => sql.fragment`${column} LIKE ${startsWith(key)}`));

/**
 * A day range on a recorded time kept as the record's clock wrote it (a timestamp without a zone): the days a
 * document shows are the days it is found on, whatever the county's time zone.
 */
export const recordedBetween = (column: FragmentSqlToken, from: string, to: string) =>
  sql.fragment`${column} >= ${from}::date AND ${column} < ${to}::date + 1`;
