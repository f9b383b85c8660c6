import type { Random } from './random';
import { place, streetName, type LegalInput, type Place } from './places';

/**
 * Subdivision plats (blocks of lots along the plat's streets) and condominiums (buildings of units, some with a
 * garage), with the legal descriptions of their lots and units.
 */

const platStems = [
  'SUNSET',
  'OCEAN VIEW',
  'PAPAGO',
  'LAULAU',
  'CORAL',
  'PALM',
  'FLAME TREE',
  'ISA',
  'CAPITOL HILL',
  'AS TERLAJE',
  'NAVY HILL',
  'KAGMAN',
  'DANDAN',
  'AS MATUIS',
  'MARPI',
  'OBYAN',
  'LADDER BEACH',
  'SAN VICENTE',
  'FINA SISU',
  'TAKPOCHAO',
  'PUNTAN MUCHOT',
  'TANAPAG',
  'SONGSONG',
  'SINAPALO',
  'MARPO',
  'PUERTO RICO',
  'ACHUGAO',
  'LALI',
  'GUALO RAI',
  'SUSUPE',
];
const platKinds = [
  'HEIGHTS',
  'ESTATES',
  'SUBDIVISION',
  'ADDITION',
  'HOMESTEAD',
  'VILLAGE',
  'TERRACE',
  'GARDENS',
  'VIEW',
];
const condoKinds = ['CONDOMINIUM', 'TOWERS CONDOMINIUM', 'GARDEN CONDOMINIUMS', 'VILLAS CONDOMINIUM', 'RESIDENCES'];

export interface Plat extends Place {
  platCode: string;
  platNumber: string;
  platName: string;
  condominium: boolean;
  blocks: number;
  lotsPerBlock: number;
  streets: string[];
  firstHouseNumber: number;
}

/** A new plat: serial makes its code, year its number; condominiums have one block of units. */
export function plat(random: Random, serial: number, year: number, condominium: boolean): Plat {
  const stem = random.pick(platStems);
  const ordinal = serial % 5 === 4 ? ` NO. ${2 + (serial % 3)}` : '';
  const platName = condominium ? `${stem} ${random.pick(condoKinds)}` : `${stem} ${random.pick(platKinds)}${ordinal}`;
  return {
    ...place(random),
    platCode: `P${String(1000 + serial)}`,
    platNumber: `${year}-${String(serial).padStart(4, '0')}`,
    platName,
    condominium,
    blocks: condominium ? random.int(1, 4) : random.int(1, 6),
    lotsPerBlock: condominium ? random.int(6, 30) : random.int(6, 24),
    streets: Array.from({ length: random.int(1, 3) }, () => streetName(random)),
    firstHouseNumber: random.int(1, 60) * 10,
  };
}

export function lotLegal(random: Random, from: Plat, block: number, lot: number): LegalInput {
  if (from.condominium) {
    const building = String.fromCharCode(65 + block - 1);
    const unit = `${random.int(1, 4)}${String(lot).padStart(2, '0')}`;
    const garage = random.chance(0.4) ? `G-${block}${String(lot).padStart(2, '0')}` : undefined;
    return {
      type: 'CONDO',
      platCode: from.platCode,
      building,
      unit,
      ...(garage ? { garage } : {}),
      description: `UNIT ${unit} BLDG ${building}${garage ? ` GARAGE ${garage}` : ''} ${from.platName}`,
      municipality: from.municipality,
    };
  }
  const legal: LegalInput = {
    type: 'LB',
    platCode: from.platCode,
    lot: String(lot),
    block: String(block),
    municipality: from.municipality,
  };
  if (random.chance(0.04)) legal.sublot = random.pick(['A', 'B']);
  if (random.chance(0.03)) {
    legal.otherLotCode = random.pick(['OL', 'TR', 'PCL']);
    legal.otherLot = String.fromCharCode(65 + random.int(0, 5));
  }
  legal.description = `LOT ${lot}${legal.sublot ? `-${legal.sublot}` : ''} BLOCK ${block} ${from.platName}${legal.otherLot ? ` ${legal.otherLotCode} ${legal.otherLot}` : ''}`;
  return legal;
}
