import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../platform/http/product';
import { readCountyConfig, readSection } from '@landrecords/projections/config/index';
import { success } from '../platform/http/envelope';
import { landLinkLists } from './landlink-lists';
import { landSharkCodeDescription, landSharkLists } from './landshark-lists';
import { notableDatesList } from './notable-dates-list';
import { searchSettingsOf } from './search-settings';

/**
 * The configuration lists the portal loads at start (000 §3, §7). No session: the portal loads them before
 * sign-in (the login footer shows the product versions), and none holds anything a guest could not see.
 */
export async function portalHelperDataRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.get('/helperdata/landlink', async () => success(await landLinkLists(pool)));

  app.get('/helperdata/landshark', async () => success(landSharkLists()));

  app.get('/helperdata/landsharkcodedescription', async () => success(landSharkCodeDescription()));

  app.get('/helperdata/productVersions', async () =>
    success({ productVersions: [{ code: PRODUCT_NAME, description: PRODUCT_VERSION }] }),
  );

  app.get('/helperdata/notableDates', async () => {
    const [notableDates, common] = await Promise.all([readSection(pool, 'notableDates'), readSection(pool, 'common')]);
    return success(notableDatesList({ notableDates, common }));
  });

  app.get('/helperdata/searchSettings', async () => success(searchSettingsOf(await readCountyConfig(pool))));
}
