// `npm start`: everything in one process, on embedded PostgreSQL and Redis unless URLs are given.
import { createLogger } from '../services/platform/logger';
import { startApi, startBackground } from './parts';
import { configOrExit, onShutdownSignal, openRuntime } from './runtime';

const config = configOrExit();
const logger = createLogger(config);
const runtime = await openRuntime(config, logger);
const api = await startApi(runtime.ctx);
const background = startBackground(runtime.ctx);

onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS + 10_000, async () => {
  await api.close();
  await background.close();
  await runtime.close();
});

console.log(`\nLand records portal is running at ${api.address}\n  health: ${api.address}/api/health\n`);
