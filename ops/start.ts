// `npm start`: everything in one process, on embedded PostgreSQL and Redis unless URLs are given.
import { sql } from '../projections/platform/database';
import { createLogger } from '../services/platform/logger';
import { loadDemoCounty } from './demo/load-all';
import { demoUsers } from './demo/people';
import { startDemoStandIn } from './landlink-standin';
import { startApi, startBackground } from './parts';
import { configOrExit, onShutdownSignal, openRuntime } from './runtime';

const config = configOrExit();
const logger = createLogger(config);
const runtime = await openRuntime(config, logger);
if (config.DEMO) await loadDemoCounty(runtime.ctx);
const landLink = await startDemoStandIn(runtime.ctx);
const api = await startApi(runtime.ctx);
const background = startBackground(runtime.ctx);

onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS + 10_000, async () => {
  await api.close();
  await background.close();
  await landLink?.close();
  await runtime.close();
});

const users = demoUsers.map(
  (user) => `  ${user.username.padEnd(16)} ${user.password.padEnd(14)} ${user.role.padEnd(8)} ${user.what}`,
);
const staff = await runtime.ctx.pool.oneFirst(
  sql.unsafe`SELECT EXISTS (SELECT 1 FROM users WHERE role IN ('TRIMIN', 'COUNTY'))`,
);
const firstUser = staff
  ? ''
  : 'No staff user yet. Create the first one (it gets an email to set its password):\n' +
    '  npm run create-staff-user -- --username NAME --role TRIMIN|COUNTY --email ADDRESS\n';
console.log(
  `\nLand records portal is running at ${api.address}\n  health: ${api.address}/api/health\n\n` +
    (landLink ? `${landLink.line}\n\n` : '') +
    (config.DEMO ? `Demo users:\n${users.join('\n')}\n` : `No demo county (DEMO=false).\n${firstUser}`),
);
