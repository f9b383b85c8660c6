import { Gauge, type Registry } from 'prom-client';
import type { QueueBoard } from './queues';

const states = ['waiting', 'active', 'delayed', 'completed', 'failed', 'deadLettered'] as const;

/** bullmq_jobs{queue, state}: read from Redis each time Prometheus scrapes. */
export function addQueueGauges(registry: Registry, board: QueueBoard): void {
  new Gauge({
    name: 'bullmq_jobs',
    help: 'Jobs per queue and state (deadLettered: failed after their last attempt)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const counts of await board.counts()) {
        for (const state of states) this.set({ queue: counts.name, state }, counts[state]);
      }
    },
  });
}
