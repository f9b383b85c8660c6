import type { FastifyRequest } from 'fastify';
import { sectionOnTheWire, type SectionName, type SectionValues } from '@landrecords/contracts/config/index';
import type { Envelope } from '@landrecords/contracts/envelope';
import { applySearchesToAccounts } from '../accounts/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { success } from '../platform/http/envelope';
import { metadataOf } from '../platform/http/request-metadata';
import { purgeUsersNow } from '../purges/index';
import { storeSection } from './save-section';
import { configMessages as cm } from '@landrecords/contracts/config/messages';

export const savedMessages = {
  updated: cm.updated,
  updatedWithUsers: cm.updatedWithUsers,
  lockoutInPlace: cm.lockoutInPlace,
  purged: cm.purged,
} as const;

/**
 * Saves a section the route has checked, then answers as 002 §7 says for that section: the saved section
 * in dollars as content, except search2 (helper data) and the actions some saves also take.
 */
export async function saveAndAnswer(
  pool: DatabasePool,
  request: FastifyRequest,
  section: SectionName,
  body: Record<string, unknown>,
): Promise<Envelope> {
  const metadata = metadataOf(request);
  if (section === 'search') {
    const { updateUsers, ...settings } = body as SectionValues<'search'> & { updateUsers: boolean };
    const { values } = await storeSection(pool, 'search', settings, metadata);
    // "Save and Update" (002 §4): every account's page access becomes the county's searches.
    const withUsers = values.searchAccess === 'configurable' && updateUsers;
    if (withUsers) await applySearchesToAccounts(pool, values, metadata);
    return success(
      sectionOnTheWire('search', values),
      withUsers ? savedMessages.updatedWithUsers : savedMessages.updated,
    );
  }
  if (section === 'userPurgeNow') {
    // Purge now: the save and the purge it asks for (recorded on the same stream) commit together.
    return pool.transaction(async (tx) => {
      const { values } = await storeSection(tx, 'userPurgeNow', body as SectionValues<'userPurgeNow'>, metadata);
      const purged = await purgeUsersNow(tx, values.purgeDate, metadata);
      return success(
        sectionOnTheWire('userPurgeNow', values),
        savedMessages.purged({ count: purged, date: values.purgeDate }),
      );
    });
  }
  const { values } = await storeSection(pool, section, body as SectionValues<typeof section>, metadata);
  const content = sectionOnTheWire(section, values);
  switch (section) {
    case 'search2':
      return success({ name: 'search2', baseContent: content }, savedMessages.updated);
    case 'userLockout': {
      const { lockoutInPlace } = values as SectionValues<'userLockout'>;
      return success(content, lockoutInPlace ? savedMessages.lockoutInPlace : savedMessages.updated);
    }
    default:
      return success(content, savedMessages.updated);
  }
}
