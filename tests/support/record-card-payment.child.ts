// A process that records an approved card payment and is killed (SIGKILL) by settle-authorization.job.int.spec.ts
// once the ledger has committed: nothing that would run after the commit in this process ever does. Its Redis is
// out of reach, so anything that waited for an enqueue after the commit would wait here until the kill.
// Arguments: the database's URL, the pending payment and the provider's transaction, as JSON.
import { createDatabasePool } from '../../projections/platform/database';
import { recordCardPayment } from '../../services/payments/card-payments';
import type { PendingPayment } from '../../services/payments/hosted-payment';
import { sandboxProvider, type ProviderTransaction } from '../../services/payments/provider/index';
import { loadConfig } from '../../services/platform/config';
import { createLogger } from '../../services/platform/logger';
import { createRedis } from '../../services/platform/redis';

const [databaseUrl, pending, transaction] = process.argv.slice(2) as [string, string, string];
const unreachableRedis = 'redis://127.0.0.1:1';
const config = {
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  DATABASE_URL: databaseUrl,
  REDIS_URL: unreachableRedis,
};
const pool = await createDatabasePool(databaseUrl, 2);
const redis = createRedis(unreachableRedis);
redis.on('error', () => {});
const app = { config, logger: createLogger(config), pool, searchPool: pool, redis };

await recordCardPayment(
  app,
  sandboxProvider(pool),
  JSON.parse(pending) as PendingPayment,
  JSON.parse(transaction) as ProviderTransaction,
  { system: 'crash-test' },
);
console.log(JSON.stringify({ msg: 'recorded' }));
// Stays up with whatever it holds until it is killed.
setInterval(() => {}, 60_000);
