export * from './types';
export type { EventStore } from './port';
export { postgresEventStore } from './postgres';
export { setEventCheck, checkEvents, type EventCheck, type CheckedEvent } from './event-check';
export { appendToStream, readStream, readAll, checkpointOf } from './store';
export { appendToStreams } from './append-streams';
export { subscribeToAll } from './subscription';
export { refuseLogFromTheFuture, LogFromTheFutureError } from './log-from-the-future';
export { readSnapshot, writeSnapshot, isPlainJson, type Snapshot } from './snapshots';
