import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import { efileMessages as m } from '@landrecords/contracts/efile/messages';
import {
  EFILE_MAX_BYTES,
  efileImageFieldsSchema,
  type EfileImageFields,
  type EfileImageResponse,
  type EfileImageUploaded,
} from '@landrecords/contracts/efile/upload';
import { centsToDollars } from '@landrecords/contracts/money';
import { callerOfRequest, type Caller } from '@landrecords/projections/callers/index';
import { readSection } from '@landrecords/projections/config/index';
import { appendToStream } from '@landrecords/projections/platform/eventstore/index';
import { success } from '../../platform/http/envelope';
import { UserFacingError } from '../../platform/http/errors';
import { useRateLimit } from '../../platform/http/rate-limit';
import { metadataOf } from '../../platform/http/request-metadata';
import { DamagedPageError, examineEfile, type CheckSettings } from '../checks/index';
import { efileCharges, efilePaymentMethod } from './efile-charges';
import { limitedTo } from './limited-to';
import { readEfileDocument, type EfileDocument } from './read-efile-document';
import { receiveUpload, type ReceivedUpload } from './receive-upload';
import { efileImageRoot, efileImageStreamId, pendingImageKey } from './uploaded-efile-image';

/** Uploads each client address may make in ten minutes: a filer retrying a scan a few times, not a flood. */
export const EFILE_UPLOAD_RATE_LIMIT = 30;
/** Uploads read and examined at once by this process (the machine's two cores); the others wait their turn. */
const EXAMINED_AT_ONCE = 2;

const checkSettingsOf = (efile: CountyConfig['efile']): CheckSettings => ({
  pageSize: efile.checkPageSize,
  resolution: efile.checkResolution,
  blackAndWhite: efile.checkBlackAndWhite,
  topMargin: efile.checkTopMargin,
  blankPage: efile.checkBlankPages,
});

/** The caller (null when anonymous) and the county's sections the upload reads. */
async function callerAndCounty(request: FastifyRequest) {
  const caller: Caller | null = request.sessionContext ? callerOfRequest(request) : null;
  if (caller) return { caller, county: caller.county };
  const { pool } = request.server.ctx;
  const [efile, creditCardExtra] = await Promise.all([
    readSection(pool, 'efile'),
    readSection(pool, 'creditCardExtra'),
  ]);
  return { caller, county: { efile, creditCardExtra } };
}

function fieldsOf(received: ReceivedUpload): EfileImageFields {
  let sent: unknown = {};
  if (received.fieldsJson !== null && received.fieldsJson.trim() !== '') {
    try {
      sent = JSON.parse(received.fieldsJson) as unknown;
    } catch {
      throw new UserFacingError(m.fieldsUnreadable, 400);
    }
  }
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) {
    throw new UserFacingError(m.fieldsUnreadable, 400);
  }
  const parsed = efileImageFieldsSchema.safeParse(sent);
  if (!parsed.success) throw new UserFacingError(m.efileType, 400);
  return parsed.data;
}

/** The document's checks; a TIFF page that will not decode makes the file damaged. */
async function warningsOf(document: EfileDocument, settings: CheckSettings) {
  try {
    return await examineEfile(
      document.format === 'pdf'
        ? document
        : { format: 'tiff', path: document.path, numberOfPages: document.numberOfPages },
      settings,
    );
  } catch (error) {
    if (error instanceof DamagedPageError) throw new UserFacingError(m.damaged, 400);
    throw error;
  }
}

/**
 * efile/image (002 §7): the document streamed to DATA_DIR/efile/incoming, judged by its content, its pages
 * counted and examined, then moved to DATA_DIR/efile/pending/<imageId> and recorded as EfileImageUploaded. Public:
 * an anonymous filer uploads too (and pays by card); rate-limited by address. A refused file leaves nothing.
 */
export async function efileImageRoutes(app: FastifyInstance): Promise<void> {
  const { pool, config } = app.ctx;
  const root = efileImageRoot(config.DATA_DIR);
  const examining = limitedTo(EXAMINED_AT_ONCE);
  // Registered here alone: no other call of the API takes multipart bodies.
  await app.register(multipart, { limits: { fileSize: EFILE_MAX_BYTES + 1 } });
  await useRateLimit(app, m.tooManyUploads);

  app.post(
    '/efile/image',
    { config: { rateLimit: { max: EFILE_UPLOAD_RATE_LIMIT, timeWindow: '10 minutes' } } },
    async (request) => {
      const { caller, county } = await callerAndCounty(request);
      if (!county.efile.efile) throw new UserFacingError(m.efileOff, 403);
      const received = await receiveUpload(request, join(root, 'incoming'));
      let keptAt: string | null = null;
      try {
        const fields = fieldsOf(received);
        const { document, warnings } = await examining(async () => {
          const read = await readEfileDocument(received.path, received.head);
          return { document: read, warnings: await warningsOf(read, checkSettingsOf(county.efile)) };
        });
        const paymentMethod = efilePaymentMethod(caller ?? { user: null });
        const charges = efileCharges(county, paymentMethod, document.numberOfPages);
        const imageId = randomUUID();
        const imageKey = pendingImageKey(imageId, document.format);
        keptAt = join(root, imageKey);
        await mkdir(dirname(keptAt), { recursive: true });
        await rename(received.path, keptAt);
        const user = caller?.user;
        const uploaded: EfileImageUploaded = {
          type: 'EfileImageUploaded',
          data: {
            imageId,
            imageKey,
            format: document.format,
            bytes: received.bytes,
            sha256: received.sha256,
            efileType: fields.efileType,
            numberOfPages: document.numberOfPages,
            charges,
            warnings,
            overrideAllowed: county.efile.allowOverride,
            uploadedBy: user && user.status === 'A' ? { userId: user.id, accountId: user.accountId } : null,
          },
        };
        await appendToStream(
          pool,
          efileImageStreamId(imageId),
          [{ ...uploaded, id: imageId, metadata: metadataOf(request) }],
          'no_stream',
        );
        const answer: EfileImageResponse = {
          imageId,
          efileType: fields.efileType,
          numberOfPages: document.numberOfPages,
          firstPageCharge: centsToDollars(charges.firstPageCents),
          additionalPagesCharge: centsToDollars(charges.additionalPagesCents),
          paymentMethod,
          surcharge: centsToDollars(charges.surchargeCents),
          totalCharge: centsToDollars(charges.totalCents),
          warnings,
          overrideAllowed: county.efile.allowOverride,
        };
        return success(answer);
      } catch (error) {
        await rm(received.path, { force: true });
        if (keptAt) await rm(keptAt, { force: true });
        throw error;
      }
    },
  );
}
