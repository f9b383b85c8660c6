import { names, type County } from './county';
import { business, household, person } from './names';

/**
 * The rest of a recorder's day: the islands' long leases, survivorship affidavits with death certificates,
 * powers of attorney, and the registration of land under Torrens (a decree and its first certificate).
 */

/** The islands' long leases (land may be owned only by persons of Northern Marianas descent). */
export function lease(county: County): boolean {
  const random = county.random;
  const parcel = county.parcel();
  const lessee = random.chance(0.5) ? [business(random)] : household(random);
  const term = random.pick(['25 years', '40 years', '55 years', '55 years']);
  const instrument = random.chance(0.7) ? 'LEAS' : 'MLEA';
  county.record(
    {
      instrument,
      position: county.step,
      grantors: parcel.owners,
      grantees: lessee,
      displayOnly: [{ label: 'Term', value: term }],
    },
    parcel,
    () => `Lease to ${names(lessee)} for ${term}`,
  );
  return true;
}

/** A surviving spouse's affidavit: the survivor owns alone from now on; the death certificate often follows. */
export function survivorship(county: County): boolean {
  const parcel = county.parcel();
  if (parcel.owners.length !== 2 || !parcel.owners[0]!.firstName || !parcel.owners[1]!.firstName) return false;
  const [deceased, survivor] = county.random.chance(0.6) ? parcel.owners : [parcel.owners[1]!, parcel.owners[0]!];
  county.record(
    {
      instrument: 'AFF',
      position: county.step,
      grantors: [deceased!],
      grantees: [survivor!],
      additionalInfo: ['AFFIDAVIT OF SURVIVING JOINT TENANT'],
    },
    parcel,
    () => `Affidavit of survivorship; ${names([deceased!])} deceased`,
  );
  parcel.owners = [survivor!];
  if (county.random.chance(0.4)) {
    county.land.add(county.step + 1, () => {
      county.record({ instrument: 'DC', position: county.step, grantors: [deceased!], grantees: [] });
      return true;
    });
  }
  return true;
}

export function powerOfAttorney(county: County): boolean {
  const random = county.random;
  const parcel = county.parcel();
  const principal = parcel.owners[0]!;
  const attorney = person(random, random.chance(0.5) ? principal.lastName : undefined);
  county.record(
    { instrument: 'POA', position: county.step, grantors: [principal], grantees: [attorney] },
    random.chance(0.5) ? parcel : undefined,
  );
  return true;
}

/** Registration under Torrens: the decree, and the owners' first certificate. */
export function registration(county: County): boolean {
  const parcel = county.parcel();
  if (parcel.certificate) return false;
  const fileNumber = county.torrens.fileNumber();
  const certificate = county.torrens.issue(
    parcel.owners,
    parcel.legal.description ?? '',
    fileNumber,
    county.clock.at(county.step),
  );
  parcel.fileNumber = fileNumber;
  parcel.certificate = certificate;
  county.record(
    {
      instrument: 'DECR',
      position: county.step,
      grantors: parcel.owners,
      grantees: parcel.owners,
      displayOnly: [{ label: 'Torrens File No.', value: fileNumber }],
    },
    parcel,
  );
  return true;
}
