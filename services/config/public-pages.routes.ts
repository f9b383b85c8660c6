import type { FastifyInstance } from 'fastify';
import { readCountyConfig } from '../config/county-config';
import { success } from '../platform/http/envelope';

const emptyList = { paragraphs: [] };

/**
 * The public login page (002 §7 "Public") and the home page (000 §3 Home content), built from the county
 * configuration and answering only what the county's home selections turn on.
 */
export async function publicPagesRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.get('/auth/loginPageLinks', async () => {
    const config = await readCountyConfig(pool);
    if (!config.homeSelections.linksLoginPage) return success(emptyList);
    return success({ paragraphs: config.loginPageLinks.paragraphs.filter((link) => link.description && link.url) });
  });

  app.get('/auth/loginPageLatestNews', async () => {
    const config = await readCountyConfig(pool);
    return success(config.homeSelections.latestNewsLoginPage ? config.loginPageLatestNews : emptyList);
  });

  app.get('/auth/loginPageSlides', async () => {
    const config = await readCountyConfig(pool);
    return success({ numberOfSlides: config.homeSelections.loginSlides ? config.loginPageSlides.numberOfSlides : 0 });
  });

  app.get('/home/all', async (request) => {
    const config = await readCountyConfig(pool);
    const selections = config.homeSelections;
    const role = request.session?.role;
    const showTransactions = selections.transactions && role !== undefined && role !== 'GUEST';
    const dates = config.notableDates;
    const kinds = dates.showSeparateIndexes ? ['abstract', 'torrens', 'lien'] : ['abstract'];
    const cells = ['Verified', 'Posted', 'IndexBegin', 'ImageBegin', 'ImageThru'];
    return {
      ...success({
        selections: { ...selections, transactions: showTransactions },
        numberOfSlides: { numberOfSlides: config.loginPageSlides.numberOfSlides },
        common: {
          countyName: config.common.countyName,
          appTitle: config.common.appTitle,
          contactName: config.common.contactName,
          contactTitle: config.common.contactTitle,
          contactPhone: config.common.contactPhone,
          contactEmail: config.common.contactEmail,
        },
        notableDates:
          selections.notableDates && dates.showNotableDates
            ? {
                headings: ['Index', 'Verified', 'Posted', 'Index begins', 'Images begin', 'Images through'],
                rows: kinds.map((kind) => [
                  kind === 'abstract' ? 'Abstract' : kind === 'torrens' ? config.common.torrensLabel : 'Tax lien',
                  ...cells.map((cell) => (dates as Record<string, unknown>)[`${kind}${cell}`] as string),
                ]),
              }
            : { headings: [], rows: [] },
        // Totals of the caller's own purchases arrive with the payments capability; none exist before it.
        transactionTotals: showTransactions
          ? { headings: ['', 'Today', 'This month', 'YTD'], rows: [] }
          : { headings: [], rows: [] },
        links: selections.linksMore ? config.externalLinks : emptyList,
        latestNews: selections.latestNewsMore ? config.latestNews : emptyList,
      }),
      lockout: {
        lockoutInPlace: config.userLockout.lockoutInPlace,
        messageLogin: config.userLockout.messageLogin,
        messageHeadline: config.userLockout.messageHeadline,
      },
    };
  });
}
