// `npm run demo`: loads the demo county into the database of DATABASE_URL (or the embedded one), once.
import { createLogger } from '../services/platform/logger';
import { loadDemoCounty } from './demo/load-all';
import { configOrExit, openRuntime } from './runtime';

const config = configOrExit();
const logger = createLogger(config);
const runtime = await openRuntime(config, logger);
try {
  await loadDemoCounty(runtime.ctx);
  console.log('The demo county is loaded.');
} finally {
  await runtime.close();
}
