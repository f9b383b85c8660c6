// `npm run migrate`: brings the database schema up to date (also done at every start).
import { createLogger } from '../services/platform/logger';
import { configOrExit, openRuntime } from './runtime';

const config = configOrExit();
const runtime = await openRuntime(config, createLogger({ LOG_LEVEL: 'info' }));
await runtime.close();
console.log('Database is up to date.');
