import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countyConfigSections,
  isSectionName,
  type SectionName,
  type SectionValues,
} from '@landrecords/contracts/config/index';
import { flatFeeRateText } from '@landrecords/contracts/config/fee-structure';
import { allProjections } from '../../projections/index';
import { catchUp } from '../../projections/platform/runner';
import { applySearchesToAccounts } from '../accounts/page-access';
import { endAllSessionsExcept } from '../auth/sessions';
import { requireSession } from '../auth/session.plugin';
import { UserFacingError } from '../platform/http/errors';
import { success } from '../platform/http/envelope';
import { metadataOf } from '../platform/http/request-metadata';
import { purgeUsersNotSignedInSince } from '../users/purge';
import { readCountyConfig, readSection, saveSection, sectionHistory } from './county-config';

type SectionParams = { section: string };

/** The section named in the path, if it exists and the caller's role may reach it (technical: TRIMIN only). */
function sectionOf(request: FastifyRequest<{ Params: SectionParams }>): SectionName {
  const { section } = request.params;
  if (!isSectionName(section)) throw new UserFacingError(`There is no configuration section ${section}.`, 404);
  if (countyConfigSections[section].access === 'technical' && request.session?.role !== 'TRIMIN') {
    throw new UserFacingError('You do not have access to this.', 403);
  }
  return section;
}

/** What a save answers beyond its message (002 §7 "Section-specific responses"). */
function savedContent(section: SectionName, values: Record<string, unknown>) {
  switch (section) {
    case 'loginPageSlides':
      return { numberOfSlides: values.numberOfSlides };
    case 'search2':
      return { name: 'search2', baseContent: values };
    case 'flatFee': {
      const rates = values.rates as Parameters<typeof flatFeeRateText>[0][];
      return { ...values, options: rates.filter((rate) => rate.option).map(flatFeeRateText) };
    }
    default:
      return values;
  }
}

/** controlPanel/countyConfig/* and the lockout's second step (002 §7 "County configuration"). */
export async function countyConfigRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const staff = { preHandler: requireSession('TRIMIN', 'COUNTY') };
  const trimin = { preHandler: requireSession('TRIMIN') };

  app.post('/controlPanel/countyConfig/reloadConfiguration', trimin, async () => {
    // Inline read models are current by construction; the asynchronous ones are brought up to the log.
    for (const projection of allProjections.filter((p) => p.mode === 'async')) await catchUp(pool, projection);
    const config = await readCountyConfig(pool);
    return success(null, `Configuration reloaded: ${Object.keys(config).length} sections.`);
  });

  app.get<{ Params: SectionParams }>('/controlPanel/countyConfig/:section', staff, async (request) =>
    success(await readSection(pool, sectionOf(request))),
  );

  app.get<{ Params: SectionParams }>('/controlPanel/countyConfig/:section/history', staff, async (request) =>
    success(await sectionHistory(pool, sectionOf(request))),
  );

  app.post<{ Params: SectionParams; Body: Record<string, unknown> & { updateUsers?: boolean } }>(
    '/controlPanel/countyConfig/:section',
    staff,
    async (request) => {
      const section = sectionOf(request);
      const input = { ...request.body };
      // Set by the billing run, never by the form.
      if (section === 'billingSchedule') input.lastRan = (await readSection(pool, 'billingSchedule')).lastRan;
      const values = (await saveSection(pool, section, input, metadataOf(request))) as Record<string, unknown>;
      if (section === 'userPurgeNow') {
        const purged = await purgeUsersNotSignedInSince(pool, String(values.purgeDate), metadataOf(request));
        return success(values, `Settings updated. ${purged} user${purged === 1 ? '' : 's'} purged.`);
      }
      if (section === 'search' && values.searchAccess === 'configurable' && request.body.updateUsers) {
        await applySearchesToAccounts(pool, values as SectionValues<'search'>, metadataOf(request));
        return success(savedContent(section, values), 'Settings and Users updated');
      }
      const message = 'Settings updated';
      return success(savedContent(section, values), message);
    },
  );

  app.get('/controlPanel/endUserSessions', staff, async (request) => {
    const ended = await endAllSessionsExcept(pool, request.sessionId!);
    return success({ ended }, `${ended} session${ended === 1 ? '' : 's'} ended.`);
  });

  for (const migration of ['migrateLandSharkOneAccountsUsers', 'migrateLandSharkOneAuditLog']) {
    app.post<{ Body: Record<string, unknown> }>(`/controlPanel/${migration}`, trimin, async (request) => {
      for (const field of [
        'landSharkOneDbAddress',
        'landSharkOneDbName',
        'landSharkOneDbUsername',
        'landSharkOneDbPassword',
      ]) {
        const value = request.body?.[field];
        if (typeof value !== 'string' || value.trim() === '') {
          throw new UserFacingError('Required.', 400);
        }
      }
      throw new UserFacingError(
        'Migration from LandShark One is not available in this version. Nothing was changed.',
        501,
      );
    });
  }
}
