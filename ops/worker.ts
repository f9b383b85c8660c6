// `npm run worker`: queue workers, projection runners and reactors, without the HTTP server.
import { createLogger } from '../services/platform/logger';
import { startBackground } from './parts';
import { configOrExit, onShutdownSignal, openRuntime } from './runtime';

const config = configOrExit();
const logger = createLogger(config);
const runtime = await openRuntime(config, logger);
const background = startBackground(runtime.ctx);
onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await background.close();
  await runtime.close();
});
logger.info('worker running');
