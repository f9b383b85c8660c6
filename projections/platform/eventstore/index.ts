export * from './types';
export { appendToStream, readStream, readAll, checkpointOf } from './store';
export { appendToStreams, type StreamAppend } from './append-streams';
export { subscribeToAll, type Subscription, type SubscriptionOptions } from './subscription';
