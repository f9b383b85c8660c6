import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { EFILE_MAX_BYTES } from '@landrecords/contracts/efile/upload';
import { efileMessages as m } from '@landrecords/contracts/efile/messages';
import { UserFacingError } from '../../platform/http/errors';

/** The multipart parts of efile/image (002 §7): the image file, and the e-file fields as json. */
export const FIELDS_PART = 'json';
/** The json part is a few hundred bytes; more is not the form's. */
const FIELDS_MAX_BYTES = 64 * 1024;
/** Bytes kept from the start of the file, to judge its format by content. */
const HEAD_BYTES = 1024;

/** The file as it reached the disk (not yet judged), and the fields part as sent. */
export type ReceivedUpload = {
  path: string;
  bytes: number;
  sha256: string;
  head: Buffer;
  fieldsJson: string | null;
};

export const tooLarge = () => new UserFacingError(m.tooLarge, 413);

/**
 * Reads the multipart body part by part. The image is streamed to `incomingDir` as it arrives, counted, hashed
 * and refused the moment it passes 25,000,000 bytes (the partial file removed); nothing of it is held in memory
 * but the chunk in flight and its first kilobyte. A second file part is read past and dropped.
 */
export async function receiveUpload(request: FastifyRequest, incomingDir: string): Promise<ReceivedUpload> {
  const declared = Number(request.headers['content-length']);
  // A body that says it is larger than the file and its fields can be is refused before a byte is read.
  if (Number.isFinite(declared) && declared > EFILE_MAX_BYTES + FIELDS_MAX_BYTES + 64 * 1024) throw tooLarge();
  let stored: Omit<ReceivedUpload, 'fieldsJson'> | null = null;
  let fieldsJson: string | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: EFILE_MAX_BYTES + 1, files: 2, fields: 20, fieldSize: FIELDS_MAX_BYTES, parts: 24 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === FIELDS_PART) fieldsJson = String(part.value);
      } else if (part.fieldname === FIELDS_PART) {
        fieldsJson = (await readSmall(part.file)).toString('utf8');
      } else if (stored === null) {
        stored = await streamToDisk(part.file, incomingDir);
      } else {
        part.file.resume();
        await new Promise((resolve) => part.file.once('end', resolve));
      }
    }
  } catch (error) {
    if (stored) await rm(stored.path, { force: true });
    throw refusalOf(error);
  }
  if (!stored) throw new UserFacingError(m.fileRequired, 400);
  return { ...stored, fieldsJson };
}

/** The parser's own refusals, as the upload's messages. */
function refusalOf(error: unknown): unknown {
  if (error instanceof UserFacingError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new UserFacingError(m.fileRequired, 400);
  if (typeof code === 'string' && code.startsWith('FST_')) return new UserFacingError(m.fieldsUnreadable, 400);
  // The multipart parser's (busboy's): a body cut short or not multipart after all.
  if (error instanceof Error && /multipart|part terminated|boundary|malformed/i.test(error.message)) {
    return new UserFacingError(m.uploadUnreadable, 400);
  }
  return error;
}

async function streamToDisk(file: Readable, incomingDir: string): Promise<Omit<ReceivedUpload, 'fieldsJson'>> {
  await mkdir(incomingDir, { recursive: true });
  const path = join(incomingDir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > EFILE_MAX_BYTES) return done(tooLarge());
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        const piece = chunk.subarray(0, HEAD_BYTES - headLength);
        headChunks.push(Buffer.from(piece));
        headLength += piece.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, counted, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await rm(path, { force: true });
    // Draining what is left of the part lets the parser reach the end of the body, so the answer is heard.
    file.resume();
    throw error;
  }
  return { path, bytes, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

async function readSmall(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > FIELDS_MAX_BYTES) {
      file.resume();
      throw new UserFacingError(m.fieldsUnreadable, 400);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
