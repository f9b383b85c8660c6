import { sql, type Queryable } from '@landrecords/projections/platform/database';

/** How a transaction number is written: EF and six digits at least (EF-000042). */
export const transactionNumberOf = (sequence: number) => `EF-${String(sequence).padStart(6, '0')}`;

/** The next e-file transaction number: county-unique, in the order submitted (a rolled-back one is a gap). */
export async function nextTransactionNumber(db: Queryable): Promise<string> {
  return transactionNumberOf(Number(await db.oneFirst(sql.unsafe`SELECT nextval('efile_transaction_numbers')`)));
}
