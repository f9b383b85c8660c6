// `npm run api`: the HTTP server alone (production layout: see docker-compose.yml).
import { createLogger } from '../services/platform/logger';
import { startApi } from './parts';
import { configOrExit, onShutdownSignal, openRuntime } from './runtime';

const config = configOrExit();
const logger = createLogger(config);
const runtime = await openRuntime(config, logger);
const api = await startApi(runtime.ctx);
onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await api.close();
  await runtime.close();
});
logger.info({ address: api.address }, 'api listening');
