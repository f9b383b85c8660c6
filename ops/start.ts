// `npm start`: everything in one process, on embedded PostgreSQL and Redis unless URLs are given.
import { createLogger } from '../services/platform/logger';
import { loadDemoCounty } from './demo/load-all';
import { demoUsers } from './demo/people';
import { startApi, startBackground } from './parts';
import { configOrExit, onShutdownSignal, openRuntime } from './runtime';

const config = configOrExit();
const logger = createLogger(config);
const runtime = await openRuntime(config, logger);
await loadDemoCounty(runtime.ctx);
const api = await startApi(runtime.ctx);
const background = startBackground(runtime.ctx);

onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS + 10_000, async () => {
  await api.close();
  await background.close();
  await runtime.close();
});

const users = demoUsers.map(
  (user) => `  ${user.username.padEnd(16)} ${user.password.padEnd(14)} ${user.role.padEnd(8)} ${user.what}`,
);
console.log(
  `\nLand records portal is running at ${api.address}\n  health: ${api.address}/api/health\n\nDemo users:\n${users.join('\n')}\n`,
);
