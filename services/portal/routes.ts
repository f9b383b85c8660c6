import type { FastifyInstance } from 'fastify';
import { signedIn } from '../platform/sessions/plugin';
import { clientLogRoutes } from './client-log.routes';
import { portalHelperDataRoutes } from './helperdata.routes';
import { transactionReportRoutes } from './transaction-report.routes';

/** The portal's own calls: the lists it loads at start, its log sink and the home page's transactions report. */
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  await app.register(portalHelperDataRoutes);
  await app.register(clientLogRoutes);
  await app.register(signedIn([transactionReportRoutes], 'TRIMIN', 'COUNTY', 'ACCOUNT', 'USER'));
}
