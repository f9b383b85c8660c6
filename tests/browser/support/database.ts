import pg from 'pg';
import { testServer } from './server';

/** The rows of one query on the test server's database, on a client of its own. */
export async function query<Row>(text: string): Promise<Row[]> {
  const db = new pg.Client({ connectionString: testServer().databaseUrl });
  await db.connect();
  try {
    return (await db.query(text)).rows as Row[];
  } finally {
    await db.end();
  }
}
