import { dropDatabase, listDatabases } from '../../services/platform/database-admin';
import type { Dependencies } from '../../ops/dependencies';

export default async function globalTeardown(): Promise<void> {
  const server = process.env.TEST_SERVER_URL;
  const runId = process.env.TEST_RUN_ID;
  if (server && runId) {
    for (const database of await listDatabases(server, runId)) await dropDatabase(server, database);
  }
  await (globalThis as { __testDependencies?: Dependencies }).__testDependencies?.stop();
}
