import { httpMessages } from '@landrecords/contracts/http/messages';
import type { Readable } from 'node:stream';
import type { FeedLine } from './import/import-feed';

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** How much of a refused line is kept to show which it was. */
const REFUSED_START_BYTES = 120;

/** The body went past its limit while it was being read. */
export class FeedBodyTooLarge extends Error {
  constructor() {
    super(httpMessages.bodyTooLarge.text);
  }
}

/** The body could not be read to its end (the caller went away, say): a client error, not the server's. */
export class FeedBodyUnreadable extends Error {
  readonly statusCode = 400;
  readonly declared = httpMessages.bodyUnreadable;
  constructor(cause: unknown) {
    super(httpMessages.bodyUnreadable.text, { cause });
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Cuts bytes into lines at '\n' (dropping a '\r' before it). A newline byte never occurs inside a UTF-8
 * character, so each line is decoded whole however the chunks fell. A line growing past `maxLineBytes` is
 * let go as it comes and ends up refused: memory holds one line at most that long.
 */
export class LineSplitter {
  #pieces: Buffer[] = [];
  #held = 0;
  #refusedStart: string | null = null;

  constructor(readonly maxLineBytes: number) {}

  /** The lines this chunk completes. */
  push(chunk: Buffer): FeedLine[] {
    const lines: FeedLine[] = [];
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      this.#hold(chunk.subarray(start, end));
      lines.push(this.#take());
      start = end + 1;
    }
    this.#hold(chunk.subarray(start));
    return lines;
  }

  /** The last line, when the body does not end with a newline. */
  end(): FeedLine[] {
    return this.#held > 0 || this.#refusedStart !== null ? [this.#take()] : [];
  }

  #hold(piece: Buffer) {
    if (piece.length === 0 || this.#refusedStart !== null) return;
    this.#held += piece.length;
    this.#pieces.push(piece);
    if (this.#held > this.maxLineBytes) {
      this.#refusedStart = Buffer.concat(this.#pieces, Math.min(this.#held, REFUSED_START_BYTES)).toString('utf8');
      this.#pieces = [];
    }
  }

  #take(): FeedLine {
    const refusedStart = this.#refusedStart;
    let bytes = this.#pieces.length === 1 ? this.#pieces[0]! : Buffer.concat(this.#pieces, this.#held);
    this.#pieces = [];
    this.#held = 0;
    this.#refusedStart = null;
    if (refusedStart !== null)
      return { refused: `line longer than ${megabytes(this.maxLineBytes)}`, line: refusedStart };
    if (bytes.at(-1) === CARRIAGE_RETURN) bytes = bytes.subarray(0, -1);
    return bytes.toString('utf8');
  }
}

/** The body's chunks; a stream error becomes FeedBodyUnreadable. Stopping early leaves the request open to answer. */
async function* chunksOf(body: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of body.iterator({ destroyOnReturn: false })) {
      yield typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    }
  } catch (error) {
    throw new FeedBodyUnreadable(error);
  }
}

/**
 * An NDJSON body's lines as they arrive, its bytes counted on the way: past `maxBodyBytes` it throws
 * FeedBodyTooLarge. Memory holds a chunk and one line, whatever the body's size.
 */
export async function* bodyLines(
  body: Readable,
  { maxBodyBytes, maxLineBytes }: { maxBodyBytes: number; maxLineBytes: number },
): AsyncGenerator<FeedLine> {
  const splitter = new LineSplitter(maxLineBytes);
  let received = 0;
  for await (const chunk of chunksOf(body)) {
    received += chunk.length;
    if (received > maxBodyBytes) throw new FeedBodyTooLarge();
    yield* splitter.push(chunk);
  }
  yield* splitter.end();
}
