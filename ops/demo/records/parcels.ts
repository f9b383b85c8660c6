import type { County, Parcel } from './county';
import { business, household, type PartyInput } from './names';
import { parcelIdOf, place, ruralLegal, streetName, type AddressInput, type LegalInput, type Place } from './places';
import { lotLegal, plat } from './plats';

/**
 * How land comes into the demo county's index: subdivision and condominium plats (the developer holds the
 * lots until it sells them; some plats are registered land, each lot with its own certificate), homestead
 * grants of rural land, and the parcels already owned when the index begins.
 */

const dedication: PartyInput = { lastName: 'COMMONWEALTH OF THE NORTHERN MARIANA ISLANDS' };
const publicLands: PartyInput = { lastName: 'DEPARTMENT OF PUBLIC LANDS' };

export function newParcel(
  county: County,
  at: Place,
  legal: LegalInput,
  owners: PartyInput[],
  value: number,
  address?: AddressInput,
): Parcel {
  const serial = county.parcels.length + 1;
  const parcel: Parcel = {
    serial,
    parcelId: parcelIdOf(serial, at.municipality),
    place: at,
    legal,
    owners,
    value,
    mortgages: [],
  };
  if (address) parcel.address = address;
  if (county.random.chance(0.3)) {
    // Map sheet, letter and lot ("Lot 010 D 05"), unique to the tract index's serial.
    const t = county.serials.tract++;
    const parcelId = `${String(1 + (t % 97)).padStart(3, '0')}${String.fromCharCode(65 + (Math.floor(t / 97) % 12))}${String(1 + Math.floor(t / 1164)).padStart(2, '0')}`;
    parcel.tractParcel = { island: at.island, village: at.village, parcelId };
    county.out.push({ kind: 'tractIndexParcel', ...parcel.tractParcel, description: legal.description ?? '' });
  }
  county.parcels.push(parcel);
  return parcel;
}

/**
 * A subdivision or condominium plat with its lots. `recordedBefore` makes a plat of the years before the
 * index (a plat record only); otherwise its plat or declaration is recorded at the current step.
 */
export function subdivide(county: County, condominium: boolean, recordedBefore?: number): Parcel[] {
  const random = county.random;
  const year = recordedBefore ?? county.year;
  const serial = county.serials.plat++;
  const layout = plat(random, serial, year, condominium);
  const developer = recordedBefore ? undefined : business(random);
  const maxLots = Math.max(4, Math.floor(county.options.documents / 25));
  const blocks = Math.min(layout.blocks, Math.max(1, Math.floor(maxLots / layout.lotsPerBlock)));
  const lotsPerBlock = Math.min(layout.lotsPerBlock, maxLots);
  let recordedDate = `${year}-${String(1 + (serial % 12)).padStart(2, '0')}-15`;
  let fileNumber: string | undefined;
  let torrens = false;
  if (developer) {
    const legal: LegalInput = {
      type: condominium ? 'CONDO' : 'LB',
      platCode: layout.platCode,
      description: `PLAT OF ${layout.platName}`,
      municipality: layout.municipality,
    };
    const recorded = county.record({
      instrument: condominium ? 'CDEC' : 'PLAT',
      position: county.step,
      grantors: [developer],
      grantees: [dedication],
      legals: [legal],
    });
    recordedDate = recorded.date;
    torrens = random.chance(0.1);
    if (torrens) fileNumber = county.torrens.fileNumber();
  }
  county.out.push({
    kind: 'plat',
    platCode: layout.platCode,
    platNumber: layout.platNumber,
    platName: layout.platName,
    recordedDate,
    sourcedDocKey: { docKeyType: 'PLAT', docKeyNumber: layout.platCode, imageKeyType: 'PLAT' },
    pageCount: random.skewed(1, 4, 2),
  });
  const base = condominium ? 190_000 : 260_000;
  const parcels: Parcel[] = [];
  for (let block = 1; block <= blocks; block++) {
    const street = layout.streets[(block - 1) % layout.streets.length]!;
    for (let lot = 1; lot <= lotsPerBlock; lot++) {
      const legal = lotLegal(random, layout, block, lot);
      const number = condominium
        ? layout.firstHouseNumber + block * 10
        : layout.firstHouseNumber + block * 100 + lot * 2;
      const address = { streetNumber: String(number), streetName: street, city: layout.village.toUpperCase() };
      const parcel = newParcel(
        county,
        layout,
        legal,
        developer ? [developer] : household(random),
        Math.round(base * random.spread(0.3)),
        address,
      );
      if (torrens && fileNumber) {
        parcel.fileNumber = fileNumber;
        parcel.certificate = county.torrens.issue(
          parcel.owners,
          legal.description ?? '',
          fileNumber,
          county.clock.at(county.step),
        );
      }
      if (developer) county.unsold.push(parcel);
      parcels.push(parcel);
    }
  }
  return parcels;
}

/** Rural land: held before the index began (no document), or granted now by the Department of Public Lands. */
export function ruralParcel(county: County, granted: boolean): Parcel {
  const random = county.random;
  const at = place(random);
  const legal = ruralLegal(random, at.municipality);
  const address = random.chance(0.6)
    ? {
        streetNumber: String(random.skewed(1, 9999, 2)),
        streetName: streetName(random),
        city: at.village.toUpperCase(),
      }
    : undefined;
  const owners = household(random);
  const parcel = newParcel(
    county,
    at,
    legal,
    granted ? [publicLands] : owners,
    Math.round(140_000 * random.spread(0.5)),
    address,
  );
  if (granted) {
    parcel.lastDeed = county.record(
      {
        instrument: 'QCD',
        position: county.step,
        grantors: [publicLands],
        grantees: owners,
        additionalInfo: ['HOMESTEAD GRANT'],
      },
      parcel,
    );
    parcel.owners = owners;
  }
  return parcel;
}
