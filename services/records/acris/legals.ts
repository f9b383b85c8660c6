import type { z } from 'zod';
import type { legalSchema } from '@landrecords/contracts/records/feed';
import { field, type AcrisRow } from './acris-csv';

/** New York City's boroughs by ACRIS borough code: the city of an address and the municipality of a legal. */
export const boroughs: Record<string, string> = {
  '1': 'MANHATTAN',
  '2': 'BRONX',
  '3': 'BROOKLYN',
  '4': 'QUEENS',
  '5': 'STATEN ISLAND',
};

/** The tax lot as the city writes it: borough-block(5)-lot(4), 1-00123-0045. */
export const parcelId = (borough: string, block: number, lot: number) =>
  `${borough}-${String(block).padStart(5, '0')}-${String(lot).padStart(4, '0')}`;

/** A legal as the feed line holds it: the fields it has, the schema's defaults for the rest. */
export type LegalInput = z.input<typeof legalSchema>;
export type Address = { streetNumber: string; streetName: string; city: string };
export type AcrisLegal = { legal: LegalInput; parcelId: string; address?: Address };

const wholeNumber = (text: string) => (/^\d+(\.0+)?$/.test(text) ? Number.parseInt(text, 10) : Number.NaN);
const upTo = (text: string, max: number) => text.slice(0, max).trim();

/** What the row's flags say about the lot: E(ntire) or P(artial) lot, and Y/N for the rights. */
function rights(row: AcrisRow): string {
  const flags = [
    field(row, 'easement') === 'Y' && 'EASEMENT',
    field(row, 'partial_lot') === 'P' && 'PARTIAL LOT',
    field(row, 'air_rights') === 'Y' && 'AIR RIGHTS',
    field(row, 'subterranean_rights') === 'Y' && 'SUBTERRANEAN RIGHTS',
  ];
  return flags.filter(Boolean).join(', ');
}

/**
 * One row of acris_real_property_legals.csv as the feed's legal, parcel ID and address. A row with a unit is a
 * condominium (or cooperative) unit: a CONDO legal with the block, lot and unit; otherwise a lots and blocks (LB)
 * legal. The municipality is the borough, since block numbers repeat from one borough to the next. The
 * description is the property type (its description when acris_property_type_codes.csv is in the folder), the
 * comment the rights the row flags. The street number "N/A" is no number; a row without a street name has no
 * address. Returns why not when the borough, block or lot cannot make a tax lot.
 */
export function legalFromRow(row: AcrisRow, propertyTypes: ReadonlyMap<string, string>): AcrisLegal | string {
  const borough = field(row, 'borough').replace(/\.0+$/, '');
  const block = wholeNumber(field(row, 'block'));
  const lot = wholeNumber(field(row, 'lot'));
  const municipality = boroughs[borough];
  if (!municipality) return `borough '${field(row, 'borough')}' is not 1 to 5`;
  if (!(block >= 1 && block <= 99_999)) return `block '${field(row, 'block')}' is not a number from 1 to 99999`;
  if (!(lot >= 1 && lot <= 9_999)) return `lot '${field(row, 'lot')}' is not a number from 1 to 9999`;
  const unit = upTo(field(row, 'unit'), 20);
  const propertyType = field(row, 'property_type');
  const legal: LegalInput = {
    type: unit === '' ? 'LB' : 'CONDO',
    block: String(block),
    lot: String(lot),
    ...(unit === '' ? {} : { unit }),
    municipality,
    description: upTo(propertyTypes.get(propertyType) ?? propertyType, 1000),
    comment: rights(row),
  };
  const streetNumber = field(row, 'street_number').toUpperCase() === 'N/A' ? '' : upTo(field(row, 'street_number'), 20);
  const streetName = upTo(field(row, 'street_name'), 100);
  const address = streetName === '' ? undefined : { streetNumber, streetName, city: municipality };
  return { legal, parcelId: parcelId(borough, block, lot), address };
}
