import type { Queryable } from '../database';
import { appendToStreams } from './append-streams';
import type { EventStore } from './port';
import { appendToStream, readAll, readStream } from './store';
import { subscribeToLog } from './subscription';

/**
 * The event store in PostgreSQL (es_events, es_streams, es_append, es_append_streams). Over a pool each append
 * commits on its own; over a transaction the appends commit or roll back with it, which is how inline
 * projections share the append's transaction.
 */
export function postgresEventStore(db: Queryable): EventStore {
  return {
    appendToStream: (streamId, events, expected) => appendToStream(db, streamId, events, expected),
    appendToStreams: (appends) => appendToStreams(db, appends),
    readStream: (streamId, options) => readStream(db, streamId, options),
    readAll: (after, options) => readAll(db, after, options),
    subscribeToAll: (options) => subscribeToLog((after, read) => readAll(db, after, read), options),
  };
}
