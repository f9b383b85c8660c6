import type { Party } from '../../../contracts/records/feed';
import { givenName, middleInitialOf, suffix, surname, type Sex } from './name-frequencies';

import { WeightedTable, type Random } from './random';

/**
 * The people and businesses of the demo county: persons (names by their frequency, name-frequencies.ts),
 * households that own land, developers and other businesses, trusts with their trustees, and the lenders and
 * loan investors of each era.
 */

export type PartyInput = Omit<Party, 'firstName' | 'middleInitial'> & { firstName?: string; middleInitial?: string };

export function person(random: Random, last = surname(random), sex: Sex = random.chance(0.5) ? 'M' : 'F'): PartyInput {
  const firstName = givenName(random, sex);
  const middleInitial = random.chance(0.85) ? middleInitialOf(random) : '';
  const party: PartyInput = { lastName: last, firstName, ...(middleInitial ? { middleInitial } : {}) };
  if (sex === 'M' && random.chance(0.03))
    party.displayName = `${last}, ${firstName} ${middleInitial} ${suffix(random)}`.replace('  ', ' ');
  return party;
}

const businessWords = [
  'PACIFIC',
  'ISLAND',
  'MARIANAS',
  'CORAL',
  'LATTE STONE',
  'SUNRISE',
  'HARBOR',
  'PALM',
  'OCEAN VIEW',
  'SEASIDE',
  'TROPIC',
  'SUMMIT',
  'PRIME',
  'GOLDEN',
  'BLUE LAGOON',
  'FLAME TREE',
  'TRADE WINDS',
  'REEF',
  'PHILIPPINE SEA',
  'LAOLAO BAY',
];
const businessForms = [
  'PROPERTIES LLC',
  'HOLDINGS LLC',
  'DEVELOPMENT CORPORATION',
  'REALTY INC',
  'INVESTMENTS LLC',
  'LAND COMPANY',
  'ENTERPRISES INC',
];

export function business(random: Random): PartyInput {
  const stem = random.chance(0.3) ? surname(random) : random.pick(businessWords);
  return { lastName: `${stem} ${random.pick(businessForms)}` };
}

/** A married couple, a single owner, a business or a trust with its trustee: who owns a parcel. */
export function household(random: Random): PartyInput[] {
  const roll = random.next();
  if (roll < 0.46) {
    const last = surname(random);
    const wife = random.chance(0.82) ? last : surname(random);
    return [person(random, last, 'M'), person(random, wife, 'F')];
  }
  if (roll < 0.82) return [person(random)];
  if (roll < 0.93) return [business(random)];
  if (roll < 0.98) {
    const trustee = person(random);
    return [
      { lastName: `${trustee.lastName} FAMILY TRUST` },
      { ...trustee, displayName: `${trustee.lastName}, ${trustee.firstName} TRUSTEE` },
    ];
  }
  return [person(random), person(random)];
}

/** Lenders with the years they lent in, and how often. */
const lenders: ReadonlyArray<readonly [string, number, number, number]> = [
  ['FIRST NATIONAL BANK', 1900, 2100, 6],
  ['BANK OF GUAM', 1972, 2100, 10],
  ['BANK OF SAIPAN', 1980, 2100, 6],
  ['BANKPACIFIC LTD', 1980, 2100, 4],
  ['FIRST HAWAIIAN BANK', 1975, 2100, 5],
  ['BANK OF HAWAII', 1975, 2100, 5],
  ['WELLS FARGO BANK NA', 1998, 2100, 8],
  ['BANK OF AMERICA NA', 1998, 2100, 6],
  ['JPMORGAN CHASE BANK NA', 2001, 2100, 5],
  ['US BANK NATIONAL ASSOCIATION', 1997, 2100, 4],
  ['COUNTRYWIDE HOME LOANS INC', 1985, 2008, 6],
  ['WASHINGTON MUTUAL BANK FA', 1990, 2008, 4],
  ['CITIMORTGAGE INC', 1990, 2014, 3],
  ['QUICKEN LOANS INC', 2000, 2021, 4],
  ['ROCKET MORTGAGE LLC', 2021, 2100, 5],
  ['US DEPARTMENT OF AGRICULTURE RURAL DEVELOPMENT', 1950, 2100, 2],
  ['NORTHERN MARIANAS HOUSING CORPORATION', 1980, 2100, 3],
];
/** Who buys mortgages, with the year from which they appear in assignments. */
const investors: ReadonlyArray<readonly [string, number]> = [
  ['FEDERAL NATIONAL MORTGAGE ASSOCIATION', 1970],
  ['FEDERAL HOME LOAN MORTGAGE CORPORATION', 1972],
  ['WELLS FARGO BANK NA', 1998],
  ['US BANK NATIONAL ASSOCIATION', 1997],
  ['BANK OF NEW YORK MELLON TRUST COMPANY NA', 2007],
];
export function investor(random: Random, year: number, not: string): PartyInput {
  const names = investors.filter(([name, from]) => year >= from && name !== not).map(([name]) => name);
  return { lastName: random.pick(names) };
}
export const mers = 'MORTGAGE ELECTRONIC REGISTRATION SYSTEMS INC';

const lendersByYear = new Map<number, WeightedTable<string>>();
export function lender(random: Random, year: number): PartyInput {
  let table = lendersByYear.get(year);
  if (!table) {
    table = new WeightedTable(
      lenders.filter(([, from, to]) => year >= from && year <= to).map(([name, , , weight]) => [name, weight] as const),
    );
    lendersByYear.set(year, table);
  }
  return { lastName: table.pick(random) };
}

/** "SMITH, JOHN A" as the index prints it. */
export function displayName(party: PartyInput): string {
  if (party.displayName) return party.displayName;
  return [party.lastName, [party.firstName, party.middleInitial].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
