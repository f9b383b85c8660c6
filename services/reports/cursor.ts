import { sql, type DatabasePool, type Row } from '@landrecords/projections/platform/database';
import type { FragmentSqlToken } from 'slonik';

export const rowsPerFetch = 500;

/**
 * A query's rows in batches from a server-side cursor, read as they are asked for: a report of any length is
 * never held whole in memory, and the database sorts it once. The cursor lives in its own transaction, which
 * ends when the rows are read or the reader stops (a cancelled report).
 */
export async function* cursorBatches(pool: DatabasePool, query: FragmentSqlToken): AsyncGenerator<Row[]> {
  const handoff = new Handoff<Row[]>();
  const reading = pool
    .transaction(async (tx) => {
      await tx.query(sql.unsafe`DECLARE report_rows NO SCROLL CURSOR FOR ${query}`);
      for (;;) {
        const { rows } = await tx.query(sql.unsafe`FETCH 500 FROM report_rows`);
        if (rows.length > 0 && !(await handoff.give(rows as Row[]))) return;
        if (rows.length < rowsPerFetch) return;
      }
    })
    .then(
      () => handoff.end(),
      (error: unknown) => handoff.fail(error),
    );
  try {
    for (;;) {
      const batch = await handoff.take();
      if (batch === null) return;
      yield batch;
    }
  } finally {
    handoff.close();
    await reading;
  }
}

/** One batch at a time from the cursor's transaction to the reader: the next is fetched when this one is taken. */
class Handoff<T> {
  private waitingReader: ((value: T | null | Error) => void) | null = null;
  private offered: { value: T; taken: (accepted: boolean) => void } | null = null;
  private finished: null | Error | 'end' = null;
  private closed = false;

  give(value: T): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise((taken) => {
      if (this.waitingReader) {
        const reader = this.waitingReader;
        this.waitingReader = null;
        reader(value);
        taken(true);
      } else this.offered = { value, taken };
    });
  }

  take(): Promise<T | null> {
    if (this.offered) {
      const { value, taken } = this.offered;
      this.offered = null;
      taken(true);
      return Promise.resolve(value);
    }
    if (this.finished === 'end') return Promise.resolve(null);
    if (this.finished) return Promise.reject(this.finished);
    return new Promise((resolve, reject) => {
      this.waitingReader = (value) => (value instanceof Error ? reject(value) : resolve(value));
    });
  }

  end() {
    this.finished = 'end';
    this.waitingReader?.(null);
    this.waitingReader = null;
  }

  fail(error: unknown) {
    this.finished = error instanceof Error ? error : new Error(String(error));
    this.waitingReader?.(this.finished);
    this.waitingReader = null;
  }

  /** The reader stopped: the transaction is told at its next batch. */
  close() {
    this.closed = true;
    this.offered?.taken(false);
    this.offered = null;
  }
}

/** The rows one by one, from the batches. */
export async function* rowsOf<T>(batches: AsyncIterable<Row[]>, toRow: (row: Row) => T): AsyncGenerator<T> {
  for await (const batch of batches) for (const row of batch) yield toRow(row);
}
