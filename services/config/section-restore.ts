import type { FastifyRequest } from 'fastify';
import { sectionOnTheWire, type SectionName } from '@landrecords/contracts/config/index';
import type { Envelope } from '@landrecords/contracts/envelope';
import { restoreMessages } from '@landrecords/contracts/config/restore-messages';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { success } from '../platform/http/envelope';
import { metadataOf } from '../platform/http/request-metadata';
import { RequestValidationError } from '../platform/http/validation';
import { storeSection, validateSection } from './save-section';
import { sectionHistory } from './section-history';

/**
 * Restores an earlier save of a section as a new change (its history's Restore): the old values go through
 * today's rules and the ordinary save, so a version that no longer passes them is refused with their messages.
 * The save keeps the version it restored in its metadata. Nothing else a save may do (Search 1's update of the
 * accounts, a purge) is done again.
 */
export async function restoreSection(
  pool: DatabasePool,
  request: FastifyRequest,
  section: SectionName,
  version: number,
): Promise<Envelope> {
  const earlier = (await sectionHistory(pool, section)).find((save) => save.version === version);
  if (!earlier) {
    throw new RequestValidationError('body', { version: [restoreMessages.versionNotFound({ version }).text] });
  }
  const values = validateSection(section, sectionOnTheWire(section, earlier.values));
  const metadata = { ...metadataOf(request), restoredFrom: version };
  const saved = await storeSection(pool, section, values, metadata);
  return success(sectionOnTheWire(section, saved.values), restoreMessages.restored({ version }));
}
