import {
  createPool,
  sql as slonikSql,
  type DatabasePool,
  type DatabaseTransactionConnection,
  type QuerySqlToken,
  type ValueExpression,
} from 'slonik';
import type { StandardSchemaV1 } from '@standard-schema/spec';

type TypeParser = { name: string; parse: (value: string) => unknown };

/** A row of an untyped query: columns by name. */
export type Row = Record<string, unknown>;
type RowQuery = QuerySqlToken<StandardSchemaV1<Row, Row>>;

const anyRow: StandardSchemaV1<Row, Row> = {
  '~standard': { version: 1, vendor: 'landrecords', validate: (value) => ({ value: value as Row }) },
};

/**
 * A query PostgreSQL plans once per connection (a named prepared statement): for the few statements every call
 * runs, where planning costs more than running. The same name must always carry the same text.
 */
export const prepared = (name: string) => slonikSql.prepared(name, anyRow);

/** slonik's tag, with `sql.unsafe` answering rows of named columns (slonik 49 types them `unknown`). */
export const sql = slonikSql as Omit<typeof slonikSql, 'unsafe'> & {
  unsafe: (template: TemplateStringsArray, ...values: ValueExpression[]) => RowQuery;
};
export type { DatabasePool };

/** What PostgreSQL said of a failed statement: its SQLSTATE, DETAIL and HINT (slonik keeps the driver's error as cause). */
export type DatabaseErrorFields = { code?: string; detail?: string; hint?: string };
export function databaseErrorOf(error: unknown): DatabaseErrorFields {
  const candidate = error as DatabaseErrorFields & { cause?: DatabaseErrorFields };
  return candidate.code ? candidate : (candidate.cause ?? {});
}

/** A statement PostgreSQL itself wrote (pg_get_indexdef, say), run as it is: never text from outside. */
export const catalogStatement = (text: string): RowQuery =>
  sql.unsafe(Object.freeze(Object.assign([text], { raw: Object.freeze([text]) })) as unknown as TemplateStringsArray);
/** A pool or a transaction: anything a query can run on. */
export type Queryable = DatabasePool | DatabaseTransactionConnection;

const typeParsers: TypeParser[] = [
  // Positions and counts stay far below 2^53; plain numbers keep arithmetic simple.
  { name: 'int8', parse: (value) => Number(value) },
  { name: 'timestamptz', parse: (value) => new Date(value).toISOString() },
  { name: 'timestamp', parse: (value) => value },
  { name: 'date', parse: (value) => value },
];

/** `statementTimeoutMs`: every statement on this pool's connections stops after it (set once per connection). */
export async function createDatabasePool(
  url: string,
  maximumPoolSize = 10,
  { statementTimeoutMs }: { statementTimeoutMs?: number } = {},
): Promise<DatabasePool> {
  return createPool(url, {
    typeParsers,
    maximumPoolSize,
    ...(statementTimeoutMs === undefined ? {} : { statementTimeout: statementTimeoutMs }),
    // slonik retries class-40 errors itself; the event store reports conflicts instead of retrying blindly.
    transactionRetryLimit: 0,
    queryRetryLimit: 0,
    captureStackTrace: false,
    // slonik's default runs DISCARD ALL whenever a connection goes back to the pool: a round trip after every
    // query. Nothing here leaves session state behind (locks are per transaction, no SET, no temporary table).
    resetConnection: async () => {},
  });
}
