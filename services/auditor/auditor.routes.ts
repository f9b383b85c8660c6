import type { FastifyInstance, FastifyReply } from 'fastify';
import { auditorMessages } from '@landrecords/contracts/auditor/messages';
import {
  auditIdParamsSchema,
  auditQuerySchema,
  auditSectionParamsSchema,
  type AuditCheck,
  type AuditQuery,
  type AuditSubjectKind,
  type AuditView,
} from '@landrecords/contracts/auditor/view';
import { configStreamId } from '@landrecords/contracts/config/events';
import { countyConfigSections, type SectionName } from '@landrecords/contracts/config/index';
import { httpMessages } from '@landrecords/contracts/http/messages';
import { readSection } from '@landrecords/projections/config/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { chainHeadOf } from '@landrecords/projections/platform/eventstore/chain';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { accountStreamId } from '../accounts/index';
import { userStreamId } from '../users/index';
import { renderReportPdf } from '../platform/reports/pdf';
import { signedIn } from '../platform/sessions/plugin';
import { checkAccount } from './account-check';
import { accountView } from './account-view';
import { auditReportDocument } from './audit-report';
import { Differences } from './differences';
import { atOneSnapshot } from './read-models';
import { checkSection } from './section-check';
import { sectionView } from './section-view';
import { checkUser } from './user-check';
import { userView } from './user-view';

type Subject = { kind: AuditSubjectKind; id: string };
type Reader = {
  /** The streams the check replays: the chain head it prints covers them. */
  streams: string[];
  view: (db: Queryable, asOf: string | undefined) => Promise<Omit<AuditView, 'chainHead'>>;
  check: (db: Queryable, differences: Differences) => Promise<number>;
};

/** Views and replays at one snapshot of the database, with the log's chain head at that snapshot. */
async function viewOf(db: Queryable, reader: Reader, asOf: string | undefined): Promise<AuditView> {
  return atOneSnapshot(db, async (tx) => {
    const view = await reader.view(tx, asOf);
    return { ...view, chainHead: await chainHeadOf(tx, view.streams) };
  });
}

export async function checkOf(db: Queryable, subject: Subject, reader: Reader): Promise<AuditCheck> {
  return atOneSnapshot(db, async (tx) => {
    const differences = new Differences();
    const eventsReplayed = await reader.check(tx, differences);
    return {
      ...subject,
      checkedAt: new Date().toISOString(),
      eventsReplayed,
      readModels: [...differences.readModels],
      agrees: differences.found.length === 0,
      differences: differences.found,
      chainHead: await chainHeadOf(tx, reader.streams),
    };
  });
}

const checkMessage = (check: AuditCheck) =>
  check.agrees
    ? auditorMessages.agrees({ events: check.eventsReplayed })
    : auditorMessages.differs({ count: check.differences.length });

/**
 * The auditor's view (issue 26), TRIMIN and COUNTY only: an ACCOUNT administrator sees its account's history
 * (services/history) but not this, which names every read model and replays the whole log of the account.
 * For an account, a user or a configuration section: GET its events with the running balances and its state
 * as of ?asOf; GET .../check replays its streams and compares the read models; GET .../print both as a PDF.
 */
async function auditorRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  const serve = <Params>(
    path: string,
    params: typeof auditIdParamsSchema | typeof auditSectionParamsSchema,
    subjectOf: (params: Params, role: string) => { subject: Subject; reader: Reader },
  ) => {
    type Request = { Params: Params; Querystring: AuditQuery };
    const schema = { params, querystring: auditQuerySchema };
    app.get<Request>(path, { schema }, async (request) => {
      const { reader } = subjectOf(request.params as Params, request.session!.role);
      return success(await viewOf(pool, reader, request.query.asOf));
    });
    app.get<Request>(`${path}/check`, { schema }, async (request) => {
      const { subject, reader } = subjectOf(request.params as Params, request.session!.role);
      const check = await checkOf(pool, subject, reader);
      return success(check, checkMessage(check));
    });
    app.get<Request>(`${path}/print`, { schema }, async (request, reply) => {
      const { subject, reader } = subjectOf(request.params as Params, request.session!.role);
      const view = await viewOf(pool, reader, request.query.asOf);
      const check = await checkOf(pool, subject, reader);
      const { timeZone } = await readSection(pool, 'common');
      const document = auditReportDocument(view, check, { timeZone, generatedAt: new Date().toISOString() });
      return sendPdf(reply, `AuditorView-${subject.kind}-${subject.id}.pdf`, await renderReportPdf(document));
    });
  };

  serve<{ id: number }>('/auditor/account/:id', auditIdParamsSchema, ({ id }) => ({
    subject: { kind: 'account', id: String(id) },
    reader: {
      streams: [accountStreamId(id)],
      view: (db, asOf) => accountView(db, id, asOf),
      check: (db, differences) => checkAccount(db, id, differences),
    },
  }));
  serve<{ id: number }>('/auditor/user/:id', auditIdParamsSchema, ({ id }) => ({
    subject: { kind: 'user', id: String(id) },
    reader: {
      streams: [userStreamId(id)],
      view: (db, asOf) => userView(db, id, asOf),
      check: (db, differences) => checkUser(db, id, differences),
    },
  }));
  serve<{ section: SectionName }>('/auditor/section/:section', auditSectionParamsSchema, ({ section }, role) => {
    // The Technical group's sections are TRIMIN's in the control panel (002 §2.4), and so here.
    if (countyConfigSections[section].access === 'technical' && role !== 'TRIMIN')
      throw new UserFacingError(httpMessages.noAccess, 403);
    return sectionReader(section);
  });
}

const sectionReader = (section: SectionName): { subject: Subject; reader: Reader } => ({
  subject: { kind: 'section', id: section },
  reader: {
    streams: [configStreamId(section)],
    view: (db, asOf) => sectionView(db, section, asOf),
    check: (db, differences) => checkSection(db, section, differences),
  },
});

function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf));
}

export const auditorCapabilityRoutes = signedIn([auditorRoutes], 'TRIMIN', 'COUNTY');
