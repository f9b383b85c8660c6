import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** A feed file's lines (.ndjson, or .ndjson.gz unpacked on the fly) and how far through the file they are. */
export function feedFileLines(file: string): { lines: AsyncIterable<string>; share: () => number } {
  const size = statSync(file).size;
  let bytesRead = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytesRead += chunk.length;
      done(null, chunk);
    },
  });
  const raw = createReadStream(file).pipe(counter);
  const lines = createInterface({ input: file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw, crlfDelay: Infinity });
  return { lines, share: () => (size > 0 ? Math.min(1, bytesRead / size) : 1) };
}
