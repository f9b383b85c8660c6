import { displayName, type PartyInput } from './names';
import type { TemplateName } from './page-layout';

/**
 * What a record's recorded pages say: the recorder's stamp (number, recorded date and time, pages and fee),
 * the typed cover of the first page (mail-to block, title, parties, parcel, legal, amounts) and which printed
 * forms the pages are on. Records without pages (code lists, tract index parcels) have none.
 */

export interface PageContent {
  imageKeyType: string;
  docKeyNumber: string;
  pageCount: number;
  stamp: string;
  mailTo: string[];
  title: string;
  subtitle: string;
  lines: string[];
  first: TemplateName;
  following: TemplateName[];
  last?: TemplateName;
}

/** 06/14/2019 10:32 AM from an ISO date-time as the county's clock read it (or a date alone). */
export const prose = (first: TemplateName, mortgage = false) => ({
  first,
  following: (mortgage ? ['terms', 'covenants', 'exhibit'] : ['exhibit', 'conditions']) as TemplateName[],
  last: 'acknowledgment' as const,
});

export function stampDate(iso: string): string {
  const date = `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  if (iso.length <= 10) return date;
  const hours = Number(iso.slice(11, 13));
  return `${date} ${String(hours % 12 || 12).padStart(2, '0')}:${iso.slice(14, 16)} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const partyNames = (parties: readonly PartyInput[] | undefined) => (parties ?? []).map(displayName).join('; ');
export const labelled = (label: string, value: string | undefined) => (value ? [`${label}: ${value}`] : []);
