import pg from 'pg';

/** The same server, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe database name: ${name}`);
  return `"${name}"`;
};

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database unless it exists (optionally as a copy of a template); returns its URL. */
export async function ensureDatabase(url: string, database: string, template?: string): Promise<string> {
  await onServer(url, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(
        `CREATE DATABASE ${identifier(database)}${template ? ` TEMPLATE ${identifier(template)}` : ''}`,
      );
    }
  });
  return withDatabase(url, database);
}

export async function dropDatabase(url: string, database: string): Promise<void> {
  await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${identifier(database)} WITH (FORCE)`));
}

export async function listDatabases(url: string, prefix: string): Promise<string[]> {
  return onServer(url, async (client) => {
    const result = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}%`]);
    return result.rows.map((row: { datname: string }) => row.datname);
  });
}
