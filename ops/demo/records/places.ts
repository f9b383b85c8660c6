import type { Legal } from '../../../contracts/records/feed';
import { islands, type Island, type Municipality } from './islands';
import { WeightedTable, type Random } from './random';

/**
 * Where the demo county's land lies: the villages of Saipan, Tinian and Rota with their streets, rural land
 * by section, township, range and quarters, and parcel IDs (12-345-67-890). Plats are in plats.ts.
 */

export type LegalInput = Partial<Legal> & { type: Legal['type'] };
export interface AddressInput {
  streetNumber: string;
  streetName: string;
  city: string;
}

export interface Place {
  island: Island;
  municipality: Municipality;
  village: string;
}

const villages = new WeightedTable(
  Object.entries(islands).flatMap(([island, { municipality, villages: names, weight }]) =>
    names.map((village, i) => [{ island: island as Island, municipality, village }, weight / (1 + i * 0.15)] as const),
  ),
);
export const place = (random: Random): Place => villages.pick(random);

const streetStems = [
  'CHALAN PALE ARNOLD',
  'BEACH',
  'MIDDLE',
  'CROSS ISLAND',
  'AS PERDIDO',
  'MONSIGNOR GUERRERO',
  'CHALAN MONSIGNOR MARTINEZ',
  'CORAL TREE',
  'FLAME TREE',
  'IFIT',
  'TANGANTANGAN',
  'PAPAYA',
  'BREADFRUIT',
  'COCONUT',
  'HIBISCUS',
  'PLUMERIA',
  'BANYAN',
  'SUNSET',
  'OCEAN VIEW',
  'HILLTOP',
  'LAGOON',
  'REEF',
  'LATTE',
  'MANGO',
  'TAMARIND',
  'PALM',
  'CHAMORRO',
  'CAROLINIAN',
  'MAIN',
  'CHURCH',
  'SCHOOL',
  'AIRPORT',
  'HARBOR',
  'MARKET',
  'MISSION',
  'KILILI',
  'AIRPORT',
  'CAPITOL',
];
const streetKinds = ['ROAD', 'STREET', 'AVENUE', 'DRIVE', 'LANE', 'WAY', 'LOOP', 'COURT'];
export function streetName(random: Random): string {
  const stem = random.pick(streetStems);
  return stem.startsWith('CHALAN') ? stem : `${stem} ${random.pick(streetKinds)}`;
}

const quarters = ['NE', 'NW', 'SE', 'SW'] as const;

/** Rural land: a quarter (down to a quarter of a quarter of a quarter) of a section. */
export function ruralLegal(random: Random, municipality: Municipality): LegalInput {
  const section = String(random.int(1, 36));
  // Township and range are numbers, as the search form takes them (001 §5); every one of the county's lies north
  // and east of its base line and meridian, so the directions are only printed.
  const township = String(random.int(10, 16));
  const range = String(random.int(2, 9));
  const depth = random.skewed(1, 4, 1.6);
  const legal: LegalInput = { type: 'MB', section, township, range, q: random.pick(quarters), municipality };
  if (depth >= 2) legal.qq = random.pick(quarters);
  if (depth >= 3) legal.qqq = random.pick(quarters);
  if (depth >= 4) legal.qqqq = random.pick(quarters);
  const parts = [legal.qqqq, legal.qqq, legal.qq, legal.q].filter(Boolean).map((q) => `${q}1/4`);
  legal.description = `${parts.join(' ')} SEC ${section} T${township}N R${range}E`;
  if (random.chance(0.1)) legal.comment = 'EXCEPT THE NORTH 30 FEET FOR ROAD';
  return legal;
}

/** 12-345-67-890: the municipality, then eight digits unique to the parcel serial (a bijection of it). */
export function parcelIdOf(serial: number, municipality: Municipality): string {
  const prefix = { SAIPAN: '11', TINIAN: '21', ROTA: '31', NORTHERN: '41' }[municipality];
  const digits = String((serial * 54435761 + 10_000_019) % 100_000_000).padStart(8, '0');
  return `${prefix}-${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
