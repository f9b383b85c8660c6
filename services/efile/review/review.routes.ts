import { resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countyStaffRoles } from '@landrecords/contracts/codes';
import { efileSubmissionStreamId, type EfileEvent } from '@landrecords/contracts/efile/events';
import {
  efileAcceptRequestSchema,
  efilePageSizeSchema,
  efileRejectRequestSchema,
  efileRejectionReasons,
  efileReviewListRequestSchema,
  efileReviewMessages as m,
  type EfileReviewDetail,
  type EfileReviewList,
  type EfileReviewRow,
  type EfileReviewStep,
} from '@landrecords/contracts/efile/review';
import { formatDollars } from '@landrecords/contracts/money';
import { efileSubmissionOf, efileSubmissionsPage, type EfileSubmissionRow } from '@landrecords/projections/efile/index';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { z } from 'zod';
import { success } from '../../platform/http/envelope';
import { UserFacingError } from '../../platform/http/errors';
import { metadataOf } from '../../platform/http/request-metadata';
import { parseOrReject } from '../../platform/http/validation';
import { signedIn } from '../../platform/sessions/plugin';
import { thumbnails } from '../../images/index';
import { efileImageStore } from '../upload/index';
import { acceptEfile, rejectEfile } from './review.commands';

/** Pixels across: the strip's thumbnails, and a page to read (the preview's sizes). */
const widths = { thumbnail: 200, page: 1000 } as const;

const rowOf = (row: EfileSubmissionRow): EfileReviewRow => ({
  submissionId: row.submissionId,
  transactionNumber: row.transactionNumber,
  status: row.status,
  efileType: row.efileType,
  name: row.name,
  email: row.email,
  submittedAt: row.submittedAt,
  numberOfPages: row.numberOfPages,
  totalChargeCents: row.totalChargeCents,
  paymentMethod: row.paymentMethod,
  paymentStatus: row.paymentStatus,
  accountName: row.accountName,
  decidedAt: row.decidedAt,
  decidedBy: row.decidedBy,
  rejectionReason: row.rejectionReason,
});

/** One event of the submission's stream as a line of its history. */
function stepOf(type: string, data: unknown, at: string, by: string | null): EfileReviewStep {
  const event = { type, data } as EfileEvent;
  const summary = (() => {
    switch (event.type) {
      case 'EfilePaymentCaptured':
        return `${formatDollars(event.data.amountCents)} captured by ${event.data.provider} (${event.data.transactionId})`;
      case 'EfileSubmitted':
        return `Submitted as ${event.data.transactionNumber}, ${formatDollars(event.data.charges.totalCents)} by ${event.data.payment.method}`;
      case 'EfileAccepted':
        return event.data.note ? `Accepted: ${event.data.note}` : 'Accepted';
      case 'EfileRejected':
        return `Rejected: ${efileRejectionReasons[event.data.reason].text}${event.data.note ? ` ${event.data.note}` : ''}`;
      case 'EfilePaymentRefunded':
        return `${formatDollars(event.data.amountCents)} ${event.data.how === 'VOIDED' ? 'voided' : 'refunded'} by ${event.data.provider}`;
      case 'EfileChargeReversed':
        return `${formatDollars(event.data.amountCents)} given back to the account`;
      default:
        return type;
    }
  })();
  return { type, at, by, summary };
}

async function detailOf(db: Queryable, submissionId: string): Promise<EfileReviewDetail> {
  const row = await efileSubmissionOf(db, submissionId);
  if (!row) throw new UserFacingError(m.noSuchSubmission, 404);
  const { events } = await readStream(db, efileSubmissionStreamId(submissionId), { limit: 100 });
  const steps = events.map((event) => {
    const actor = (event.metadata as { actor?: { username?: string; role?: string } } | undefined)?.actor;
    const staff = actor?.role && countyStaffRoles.includes(actor.role as never) ? (actor.username ?? null) : null;
    return stepOf(event.type, event.data, event.recordedAt, staff);
  });
  return {
    ...rowOf(row),
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    acknowledged: row.acknowledged,
    charges: {
      firstPageChargeCents: row.firstPageChargeCents,
      additionalPagesChargeCents: row.additionalPagesChargeCents,
      surchargeCents: row.surchargeCents,
      totalChargeCents: row.totalChargeCents,
    },
    paymentTransactionId: row.paymentTransactionId,
    rejectionNote: row.rejectionNote,
    acceptanceNote: row.acceptanceNote,
    steps,
  };
}

const submissionParams = z.object({ submissionId: z.uuid() });
const pageParams = submissionParams.extend({ page: z.coerce.number().int().min(1).max(100_000) });

/** The submission a path names; a malformed id is no submission. */
const submissionIdOf = (request: FastifyRequest) => {
  const parsed = submissionParams.safeParse(request.params);
  if (!parsed.success) throw new UserFacingError(m.noSuchSubmission, 404);
  return parsed.data.submissionId;
};

const staffOf = (request: FastifyRequest) => ({
  userId: Number(request.session!.userId),
  username: request.session!.username,
});

async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { pool, config } = app.ctx;
  const pages = thumbnails(efileImageStore(config.DATA_DIR), resolve(config.DATA_DIR, 'efile', 'thumbnails'));

  app.get('/efile/review/submissions', async (request) => {
    const filter = parseOrReject(efileReviewListRequestSchema, request.query, 'query');
    const { total, newCount, rows } = await efileSubmissionsPage(pool, filter);
    const list: EfileReviewList = {
      page: filter.page,
      pageSize: filter.pageSize,
      total,
      newCount,
      rows: rows.map(rowOf),
    };
    return success(list);
  });

  app.get('/efile/review/submissions/:submissionId', async (request) =>
    success(await detailOf(pool, submissionIdOf(request))),
  );

  app.get('/efile/review/submissions/:submissionId/pages/:page', async (request, reply) => {
    const parsed = pageParams.safeParse(request.params);
    if (!parsed.success) throw new UserFacingError(m.noSuchPage, 404);
    const size = efilePageSizeSchema.catch('page').parse((request.query as { size?: unknown }).size ?? 'page');
    const row = await efileSubmissionOf(pool, parsed.data.submissionId);
    if (!row) throw new UserFacingError(m.noSuchSubmission, 404);
    if (parsed.data.page > row.numberOfPages) throw new UserFacingError(m.noSuchPage, 404);
    // The filer's own document, not a copy of the record: no preview mark.
    const jpeg = await pages.thumbnail(row.imageKey, parsed.data.page, { width: widths[size], mark: '' }).catch(() => {
      throw new UserFacingError(m.noSuchPage, 404);
    });
    return reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(jpeg);
  });

  app.post<{ Body: z.output<typeof efileAcceptRequestSchema> }>(
    '/efile/review/submissions/:submissionId/accept',
    { schema: { body: efileAcceptRequestSchema } },
    async (request) => {
      const submissionId = submissionIdOf(request);
      const { note } = request.body;
      await acceptEfile(pool, submissionId, staffOf(request), note, metadataOf(request));
      const detail = await detailOf(pool, submissionId);
      return success(detail, m.accepted({ transactionNumber: detail.transactionNumber }));
    },
  );

  app.post<{ Body: z.output<typeof efileRejectRequestSchema> }>(
    '/efile/review/submissions/:submissionId/reject',
    { schema: { body: efileRejectRequestSchema } },
    async (request) => {
      const submissionId = submissionIdOf(request);
      const { reason, note } = request.body;
      await rejectEfile(app.ctx, submissionId, { by: staffOf(request), reason, note }, metadataOf(request));
      const detail = await detailOf(pool, submissionId);
      return success(detail, m.rejected({ transactionNumber: detail.transactionNumber }));
    },
  );
}

/** The recorder's review of e-file submissions: county staff only (TRIMIN, COUNTY), enforced here. */
export async function efileReviewRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([reviewRoutes], ...countyStaffRoles));
}
