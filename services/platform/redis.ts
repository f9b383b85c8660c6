import { Redis } from 'ioredis';

/** BullMQ's workers need maxRetriesPerRequest null: a blocked command must wait through a reconnect. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}
