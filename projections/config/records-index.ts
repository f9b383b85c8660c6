import { timingSafeEqual } from 'node:crypto';
import { parcelIdPlaceholder } from '@landrecords/contracts/config/records-index';
import type { Queryable } from '../platform/database';
import { readSection } from './read-config';

/** The county's records index settings (001 §3.8): what the detail pane, the links and the feed read. */
export const readRecordsIndex = (db: Queryable) => readSection(db, 'recordsIndex');

/** A tax or GIS link: the template with the parcel ID, encoded, wherever {parcelId} stands. */
export const parcelIdLink = (template: string, parcelId: string) =>
  template.replaceAll(parcelIdPlaceholder, encodeURIComponent(parcelId));

/**
 * Whether the key a machine sent in the X-Feed-Key header is the county's. Never when the county has set no
 * key; compared in constant time so the answer's timing tells nothing of the key.
 */
export async function feedKeyAccepted(db: Queryable, sent: string | undefined): Promise<boolean> {
  const { feedKey } = await readRecordsIndex(db);
  if (feedKey === '' || !sent) return false;
  const expected = Buffer.from(feedKey);
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
