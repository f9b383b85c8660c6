import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { feedRecordSchema, feedStreamId, type FeedRecord } from '@landrecords/contracts/records/feed';
import { databaseErrorOf, type DatabasePool, type Queryable } from '@landrecords/projections/platform/database';
import {
  appendToStreams,
  ConcurrencyError,
  type NewEvent,
  type StreamAppend,
} from '@landrecords/projections/platform/eventstore/index';
import { loadRecordStates } from './record-states';
import { decideRecord } from '../record.decide';

export type ImportCounts = { read: number; changed: number; unchanged: number; rejected: number };
export type Rejected = { lineNumber: number; reason: string; line: string };
/** A line its reader would not hold (too long, say): rejected with the reader's reason, `line` its start. */
export type RefusedLine = { refused: string; line: string };
export type FeedLine = string | RefusedLine;
export type ImportOptions = {
  batchSize?: number;
  /** Write a part batch once no line has come for this long (a slow push), rather than hold it for more. */
  flushWhenIdleMs?: number;
  onReject?: (rejected: Rejected) => void | Promise<void>;
  onProgress?: (counts: ImportCounts) => void;
};

/**
 * Where a parsed line holds the NUL character, which JSON may escape (\u0000) but PostgreSQL cannot store: the
 * path of the string or of the object whose field name holds it ('' for the record itself), or null. Walked
 * with a list, not recursion, so a line nested ever so deep cannot overflow the stack.
 */
function nulPathOf(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.path;
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    for (const [key, inner] of Object.entries(next.value)) {
      if (key.includes('\u0000')) return next.path;
      pending.push({ value: inner, path: next.path === '' ? key : `${next.path}.${key}` });
    }
  }
  return null;
}

/** Why a line cannot be imported, in a sentence: not JSON, text PostgreSQL cannot store, or which field breaks which rule. */
export function parseFeedLine(line: string): { record: FeedRecord } | { reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { reason: 'not valid JSON' };
  }
  const nulAt = nulPathOf(value);
  if (nulAt !== null) return { reason: `${nulAt || 'record'}: text may not contain the NUL character` };
  const parsed = feedRecordSchema.safeParse(value);
  if (parsed.success) return { record: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { reason: `${issue.path.join('.') || 'record'}: ${issue.message}` };
}

/** Two writers crossed: another import wrote one of these records meanwhile, or PostgreSQL chose this one to undo. */
function isRetryable(error: unknown): boolean {
  if (error instanceof ConcurrencyError) return true;
  const { code } = databaseErrorOf(error);
  return code === '40P01' || code === '40001'; // deadlock detected, serialization failure
}

const ATTEMPTS = 8;

/**
 * Decides a batch against its streams' newest events and appends every change in one transaction. A record
 * that comes twice in one batch is decided against its own first arrival. Returns how many records changed.
 * When another writer crossed it, the batch is decided again on what that one wrote, after a short random wait.
 */
export async function importBatch(pool: DatabasePool, records: readonly FeedRecord[], metadata: EventMetadata) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.transaction((tx) => decideAndAppend(tx, records, metadata));
    } catch (error) {
      if (!isRetryable(error) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

async function decideAndAppend(tx: Queryable, records: readonly FeedRecord[], metadata: EventMetadata) {
  const streamIds = records.map(feedStreamId);
  const states = await loadRecordStates(tx, [...new Set(streamIds)]);
  const appends = new Map<string, StreamAppend>();
  let changed = 0;
  records.forEach((record, index) => {
    const streamId = streamIds[index]!;
    const state = states.get(streamId)!;
    const events = decideRecord(state, record);
    if (events.length === 0) return;
    changed++;
    const append = appends.get(streamId) ?? { streamId, expected: state.version, events: [] as NewEvent[] };
    (append.events as NewEvent[]).push(...events.map((event) => ({ ...event, metadata })));
    appends.set(streamId, append);
    const last = events[events.length - 1]!;
    states.set(streamId, {
      version: state.version + events.length,
      contentHash: last.data.contentHash,
      voided: last.type.endsWith('Voided'),
      record,
    });
  });
  await appendToStreams(tx, [...appends.values()]);
  return changed;
}

const IDLE = Symbol('idle');

/** Whichever comes first: the next line, or IDLE once `ms` have passed without it. */
async function nextOrIdle<T>(next: Promise<IteratorResult<T>>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<typeof IDLE>((resolve) => (timer = setTimeout(resolve, ms, IDLE)));
  try {
    return await Promise.race([next, idle]);
  } finally {
    clearTimeout(timer);
  }
}

/** The source's lines, with IDLE between two of them wherever the second kept us waiting `ms`. */
async function* markingIdle<T>(source: AsyncIterable<T>, ms: number): AsyncGenerator<T | typeof IDLE> {
  const iterator = source[Symbol.asyncIterator]();
  let waiting = false;
  try {
    for (;;) {
      const next = iterator.next();
      let result = await nextOrIdle(next, ms);
      if (result === IDLE) {
        waiting = true;
        yield IDLE;
        result = await next;
        waiting = false;
      }
      if (result.done) return;
      yield result.value;
    }
  } finally {
    // Stopped while the source still works on its next line: that call ends with the source (its stream), and
    // a return() now would wait for it.
    if (!waiting) await iterator.return?.();
  }
}

/**
 * Imports feed lines: each good record becomes its events (nothing when it was imported before), a bad line is
 * handed to onReject with its number and reason and the lines around it still go in. Records are written in
 * batches, one transaction each, so a stop half way keeps every finished batch and a rerun completes the rest.
 * Lines are read as they come: memory holds a batch being filled and one being written, whatever the source's size.
 */
export async function importFeed(
  pool: DatabasePool,
  lines: AsyncIterable<FeedLine> | Iterable<FeedLine>,
  metadata: EventMetadata,
  { batchSize = 1000, flushWhenIdleMs, onReject, onProgress }: ImportOptions = {},
): Promise<ImportCounts> {
  const counts: ImportCounts = { read: 0, changed: 0, unchanged: 0, rejected: 0 };
  let batch: FeedRecord[] = [];
  // One batch is written while the next is parsed: the database and this process work at the same time.
  let writing: Promise<void> = Promise.resolve();
  let failed: { error: unknown } | undefined;
  const flush = async () => {
    await writing;
    if (failed) throw failed.error;
    if (batch.length === 0) return;
    const records = batch;
    batch = [];
    writing = importBatch(pool, records, metadata).then(
      (changed) => {
        counts.changed += changed;
        counts.unchanged += records.length - changed;
        onProgress?.(counts);
      },
      (error: unknown) => void (failed = { error }),
    );
  };
  const source =
    flushWhenIdleMs !== undefined && Symbol.asyncIterator in lines ? markingIdle(lines, flushWhenIdleMs) : lines;
  let lineNumber = 0;
  try {
    for await (const line of source) {
      if (line === IDLE) {
        await flush();
        continue;
      }
      lineNumber++;
      if (typeof line === 'string' && line.trim() === '') continue;
      counts.read++;
      const parsed = typeof line === 'string' ? parseFeedLine(line) : { reason: line.refused };
      if ('reason' in parsed) {
        counts.rejected++;
        await onReject?.({ lineNumber, reason: parsed.reason, line: typeof line === 'string' ? line : line.line });
        continue;
      }
      batch.push(parsed.record);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
  } finally {
    // A source that fails half way (a push cut off) leaves no write running behind the caller's answer.
    await writing;
  }
  if (failed) throw failed.error;
  return counts;
}
