import type { FastifyInstance } from 'fastify';
import type { EfileSettings, PortalSettings } from '@landrecords/contracts/config/portal-settings';
import { isBlankLink } from '@landrecords/contracts/config/web-pages';
import type { Envelope } from '@landrecords/contracts/envelope';
import { success } from '../platform/http/envelope';
import { homeContent } from './home-content';
import { readCountyConfig, readSection } from '@landrecords/projections/config/index';

/**
 * The public calls: the login page's links, news and slides (002 §7 "Public"), each only when the county's
 * home selections put it on the login page, and the home page (000 §7 home/all), which needs no session.
 */
export async function publicPagesRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.get('/auth/loginPageLinks', async () => {
    const [selections, links] = await Promise.all([
      readSection(pool, 'homeSelections'),
      readSection(pool, 'loginPageLinks'),
    ]);
    const shown = selections.linksLoginPage ? links.paragraphs.filter((link) => !isBlankLink(link)) : [];
    return success({ paragraphs: shown });
  });

  app.get('/auth/loginPageLatestNews', async () => {
    const [selections, news] = await Promise.all([
      readSection(pool, 'homeSelections'),
      readSection(pool, 'loginPageLatestNews'),
    ]);
    return success({ paragraphs: selections.latestNewsLoginPage ? news.paragraphs : [] });
  });

  app.get('/auth/loginPageSlides', async () => {
    const [selections, slides] = await Promise.all([
      readSection(pool, 'homeSelections'),
      readSection(pool, 'loginPageSlides'),
    ]);
    return success({ numberOfSlides: selections.loginSlides ? slides.numberOfSlides : 0 });
  });

  app.get('/efile/settings', async (_request, reply): Promise<Envelope<EfileSettings>> => {
    reply.header('cache-control', 'no-cache');
    const { efile, efileCountyNote, acknowledgement, acknowledgementStatement, allowOverride } = await readSection(
      pool,
      'efile',
    );
    return success({ efile, efileCountyNote, acknowledgement, acknowledgementStatement, allowOverride });
  });

  // Nothing personal: a browser may keep it, asking again each time (the portal preloads it with the page).
  app.get('/auth/portalSettings', async (_request, reply): Promise<Envelope<PortalSettings>> => {
    reply.header('cache-control', 'no-cache');
    const config = await readCountyConfig(pool);
    const { common, userLockout } = config;
    return success({
      appTitle: common.appTitle,
      countyName: common.countyName,
      bookLabel: common.bookLabel,
      torrensLabel: common.torrensLabel,
      stateCode: common.stateCode,
      timeZone: common.timeZone,
      languages: config.languages.languages,
      forgotPasswordLink: config.loginPageRegistration.forgotPasswordLink,
      selfRegistration: config.loginPageRegistration.selfRegistration,
      efile: config.efile.efile,
      propertyAlerts: config.propertyAlerts.enabled,
      lockout: {
        lockoutInPlace: userLockout.lockoutInPlace,
        messageLogin: userLockout.messageLogin,
        messageHeadline: userLockout.messageHeadline,
      },
    });
  });

  app.get('/home/all', async (request) => {
    const content = homeContent(await readCountyConfig(pool), request.session?.role ?? null);
    return { ...success(content), lockout: content.lockout.lockoutInPlace };
  });
}
