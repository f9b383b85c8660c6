import type { Legal, LandDocumentRecord, Party } from '@landrecords/contracts/records/feed';
import { codeKey, nameKeys, parcelKeys } from '@landrecords/contracts/records/keys';

/**
 * The folded keys alerts match on (issue 29): a watch is stored under its keys, a newly recorded document is
 * turned into its keys, and the watches found by an index lookup of those keys are its matches. No watch is
 * ever scanned. Keys fold as the searches do (contracts/records/keys.ts): upper case, accents off, punctuation
 * as a space or left out (both), parcels by segments, lots and blocks as codes.
 *
 * - A name: the watched last (or business) name equals the party's last name, or its leading whole words
 *   ('SMITH' watches 'SMITH FAMILY TRUST' and 'SMITH JONES', not 'SMITHSON'); a watched first name begins the
 *   party's first name ('JO' watches 'JOHN A'), the words after a leading-words match counting as first name
 *   ('SMITH JOHN' written whole in the last name). A document is keyed under each first-name prefix, so the
 *   watch's one key is found by equality.
 * - A parcel: the parcel ID by segments or written without separators, as the parcel search keys it.
 * - A plat with its lot and block, when watched; a section, township and range (metes and bounds).
 */

/** What a person watches (contracts/alerts holds the request's schema). */
export type WatchTarget =
  | { kind: 'NAME'; lastName: string; firstName?: string }
  | { kind: 'PARCEL'; parcelId: string }
  | { kind: 'PLAT'; plat: string; lot?: string; block?: string }
  | { kind: 'STR'; section: string; township: string; range: string };

/** Why a key is there: the part of the watch or of the document it comes from, as written there. */
export type MatchWhy =
  | { kind: 'NAME'; side?: 'GRANTOR' | 'GRANTEE'; name: string }
  | { kind: 'PARCEL'; parcelId: string }
  | { kind: 'PLAT'; plat: string; lot: string; block: string }
  | { kind: 'STR'; section: string; township: string; range: string };

export type AlertKey = { key: string; why: MatchWhy };

/** Watched first names count to this many characters: a document's first names are keyed by prefixes to it. */
export const firstNameKeyLength = 24;

const nameKeyOf = (last: string, first = '') => (first ? `N:${last}|${first}` : `N:${last}`);

/** The keys of one watch: several when its name or parcel has punctuation (both foldings), else one. */
export function watchKeys(watch: WatchTarget): AlertKey[] {
  switch (watch.kind) {
    case 'NAME': {
      const why: MatchWhy = { kind: 'NAME', name: displayName(watch.lastName, watch.firstName ?? '') };
      const firsts = nameKeys(watch.firstName ?? '').map((first) => first.slice(0, firstNameKeyLength));
      return unique(
        nameKeys(watch.lastName)
          .filter(Boolean)
          .flatMap((last) => firsts.map((first) => ({ key: nameKeyOf(last, first), why }))),
      );
    }
    case 'PARCEL':
      return unique(
        parcelKeys(watch.parcelId)
          .filter(Boolean)
          .map((parcel) => ({ key: `P:${parcel}`, why: { kind: 'PARCEL', parcelId: watch.parcelId } })),
      );
    case 'PLAT': {
      const [plat, lot, block] = [partKey(watch.plat), partKey(watch.lot ?? ''), partKey(watch.block ?? '')];
      if (!plat) return [];
      const why: MatchWhy = { kind: 'PLAT', plat: watch.plat, lot: watch.lot ?? '', block: watch.block ?? '' };
      return [{ key: platKey(plat, lot, block), why }];
    }
    case 'STR': {
      const key = strKey(watch.section, watch.township, watch.range);
      const { section, township, range } = watch;
      return key ? [{ key, why: { kind: 'STR', section, township, range } }] : [];
    }
  }
}

/** The keys of a recorded land document: its grantors' and grantees' names, its parcels and its legals. */
export function documentKeys(record: LandDocumentRecord): AlertKey[] {
  return unique([
    ...record.grantors.flatMap((party) => partyKeys(party, 'GRANTOR')),
    ...record.grantees.flatMap((party) => partyKeys(party, 'GRANTEE')),
    ...[...record.parcelIds, ...record.tractParcels.map((parcel) => parcel.parcelId)].flatMap((parcelId) =>
      parcelKeys(parcelId)
        .filter(Boolean)
        .map((parcel) => ({ key: `P:${parcel}`, why: { kind: 'PARCEL', parcelId } as MatchWhy })),
    ),
    ...record.legals.flatMap(legalKeys),
  ]);
}

/** A party's keys: each leading-words run of its last name, alone and with each prefix of the rest as first. */
function partyKeys(party: Party, side: 'GRANTOR' | 'GRANTEE'): AlertKey[] {
  const why: MatchWhy = { kind: 'NAME', side, name: party.displayName || displayName(party.lastName, party.firstName) };
  const firsts = nameKeys(party.firstName);
  return nameKeys(party.lastName).flatMap((last) => {
    const words = last.split(' ').filter(Boolean);
    return words.flatMap((_, index) => {
      const leading = words.slice(0, index + 1).join(' ');
      const rest = words.slice(index + 1).join(' ');
      return firsts.flatMap((first) => {
        const given = [rest, first].filter(Boolean).join(' ').slice(0, firstNameKeyLength);
        return [
          { key: nameKeyOf(leading), why },
          ...[...given].map((_, end) => ({ key: nameKeyOf(leading, given.slice(0, end + 1).trimEnd()), why })),
        ];
      });
    });
  });
}

/** A legal's keys: its plat alone, with lot, with block, with both; or its section, township and range. */
function legalKeys(legal: Legal): AlertKey[] {
  if (legal.type === 'MB') {
    const key = strKey(legal.section, legal.township, legal.range);
    const { section, township, range } = legal;
    return key ? [{ key, why: { kind: 'STR', section, township, range } }] : [];
  }
  const [plat, lot, block] = [partKey(legal.platCode), partKey(legal.lot), partKey(legal.block)];
  if (!plat) return [];
  const why: MatchWhy = { kind: 'PLAT', plat: legal.platCode, lot: legal.lot, block: legal.block };
  return [
    platKey(plat, '', ''),
    ...(lot ? [platKey(plat, lot, '')] : []),
    ...(block ? [platKey(plat, '', block)] : []),
    ...(lot && block ? [platKey(plat, lot, block)] : []),
  ].map((key) => ({ key, why }));
}

/** A code as the legal searches key it, its spaces also left out: 'SUN VALLEY' and 'SUN-VALLEY' are one plat. */
const partKey = (code: string) => codeKey(code).replace(/ /g, '');

const platKey = (plat: string, lot: string, block: string) => `L:${plat}|${lot}|${block}`;

function strKey(section: string, township: string, range: string): string {
  const parts = [section, township, range].map(partKey);
  return parts.every(Boolean) ? `S:${parts.join('|')}` : '';
}

const displayName = (last: string, first: string) =>
  [last, first]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/** One of each key: the first reason given for it stands. */
function unique(keys: AlertKey[]): AlertKey[] {
  const seen = new Map<string, AlertKey>();
  for (const key of keys) if (!seen.has(key.key)) seen.set(key.key, key);
  return [...seen.values()];
}
