import type { FeedKind, FeedRecord } from '@landrecords/contracts/records/feed';

/** One read-model table: its columns with their PostgreSQL types, the column that holds the record's key. */
export type TableRows = {
  table: string;
  keyColumn: string;
  /** Rows of a table shared by two kinds (search_legals) carry their owner in this column. */
  owner?: { column: string; value: string };
  columns: readonly (readonly [name: string, type: string])[];
};

/** What a kind writes: its key and, for each table, the rows of one record. */
export type KindRows<Record extends FeedRecord = FeedRecord> = {
  kind: FeedKind;
  keyOf: (record: Record) => string;
  tables: readonly (TableRows & { rowsOf: (record: Record) => unknown[][] })[];
};

export const text = (name: string) => [name, 'text'] as const;
export const bool = (name: string) => [name, 'bool'] as const;
export const jsonb = (name: string) => [name, 'jsonb'] as const;
