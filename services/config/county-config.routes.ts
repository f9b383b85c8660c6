import type { FastifyInstance } from 'fastify';
import { countyConfigSections, sectionNames, sectionOnTheWire } from '@landrecords/contracts/config/index';
import { requireSession } from '../platform/sessions/plugin';
import { success } from '../platform/http/envelope';
import { readSection } from '@landrecords/projections/config/index';
import { saveAndAnswer } from './save-answers';
import { restoreBodySchema } from '@landrecords/contracts/config/restore';
import { historyOnTheWire, sectionEvents } from './section-history';
import { restoreSection } from './section-restore';
import { userAccessAnswer } from './user-access-notice';

/**
 * GET and POST controlPanel/countyConfig/{section}, its history and the restore of an earlier version (002 §7), one route per section, so an
 * unknown section is a 404. The role is checked before the body: a caller who may not save learns nothing
 * of the rules.
 */
export async function countyConfigRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  for (const section of sectionNames) {
    const { access, body } = countyConfigSections[section];
    const allowed = {
      onRequest: access === 'technical' ? requireSession('TRIMIN') : requireSession('TRIMIN', 'COUNTY'),
    };
    const path = `/controlPanel/countyConfig/${section}`;

    app.get(path, allowed, async () => {
      const values = sectionOnTheWire(section, await readSection(pool, section));
      return section === 'userAccess' ? userAccessAnswer(pool, values) : success(values);
    });

    app.get(`${path}/history`, allowed, async () =>
      success({ history: historyOnTheWire(section, await sectionEvents(pool, section)) }),
    );

    app.post<{ Body: { version: number } }>(
      `${path}/restore`,
      { ...allowed, schema: { body: restoreBodySchema } },
      (request) => restoreSection(pool, request, section, request.body.version),
    );

    app.post<{ Body: Record<string, unknown> }>(path, { ...allowed, schema: { body } }, (request) =>
      saveAndAnswer(pool, request, section, request.body),
    );
  }
}
