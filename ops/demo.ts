// `npm run demo`: loads the demo county into the database of DATABASE_URL (or the embedded one), once.
import { createLogger } from '../services/platform/logger';
import { loadDemoData } from './demo/load';
import { configOrExit, openRuntime } from './runtime';

const config = configOrExit();
const logger = createLogger(config);
const runtime = await openRuntime(config, logger);
try {
  console.log((await loadDemoData(runtime.ctx.pool)) ? 'Demo county loaded.' : 'The demo county was already loaded.');
} finally {
  await runtime.close();
}
