export * from './types';
export { appendToStream, readStream, readAll, checkpointOf } from './store';
export { subscribeToAll, type Subscription, type SubscriptionOptions } from './subscription';
