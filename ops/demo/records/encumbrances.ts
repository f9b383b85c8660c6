import type { County } from './county';
import { business, person, type PartyInput } from './names';

/**
 * What burdens a parcel or its owners: easements and rights of way to the utilities, judgments and mechanic's
 * liens (often released later, the release referring to them) and notices of commencement of work.
 */

const utilities: PartyInput[] = [
  { lastName: 'COMMONWEALTH UTILITIES CORPORATION' },
  { lastName: 'DEPARTMENT OF PUBLIC WORKS' },
  { lastName: 'IT&E OVERSEAS INC' },
  { lastName: 'DOCOMO PACIFIC INC' },
  { lastName: 'MICRONESIAN TELECOMMUNICATIONS CORPORATION' },
];

export function easement(county: County): boolean {
  const parcel = county.parcel();
  const grantee = county.random.pick(utilities);
  const instrument = county.random.chance(0.8) ? 'EASE' : 'ROW';
  county.record(
    { instrument, position: county.step, grantors: parcel.owners, grantees: [grantee] },
    parcel,
    () => `${instrument === 'EASE' ? 'Easement' : 'Right of way'} to ${grantee.lastName}`,
  );
  return true;
}

/** A judgment against an owner or anyone; satisfied or released in a few years, or not. */
export function judgment(county: County): boolean {
  const random = county.random;
  const debtors = random.chance(0.5) ? county.parcel().owners.slice(0, 1) : [person(random)];
  const creditor = random.chance(0.6) ? business(random) : person(random);
  const caseNumber = `CV ${String(county.year % 100).padStart(2, '0')}-${String(random.int(1, 1999)).padStart(4, '0')}`;
  const recorded = county.record({
    instrument: 'JUDG',
    position: county.step,
    grantors: debtors,
    grantees: [creditor],
    displayOnly: [{ label: 'Case No.', value: caseNumber }],
  });
  if (random.chance(0.4)) {
    county.land.add(county.after(random.int(200, 1800)), () => {
      county.record({
        instrument: 'REL',
        position: county.step,
        grantors: [creditor],
        grantees: debtors,
        references: [recorded],
        additionalInfo: [`SATISFACTION OF JUDGMENT ${caseNumber}`],
      });
      return true;
    });
  }
  return true;
}

export function mechanicsLien(county: County): boolean {
  const random = county.random;
  const parcel = county.parcel();
  const contractor = business(random);
  const recorded = county.record(
    { instrument: 'ML', position: county.step, grantors: [contractor], grantees: parcel.owners },
    parcel,
    () => `Mechanic's lien of ${contractor.lastName}`,
  );
  if (random.chance(0.7)) {
    county.land.add(county.after(random.int(30, 300)), () => {
      county.record(
        {
          instrument: 'REL',
          position: county.step,
          grantors: [contractor],
          grantees: parcel.owners,
          references: [recorded],
        },
        parcel,
        () => `Release of Doc. No. ${recorded.docNumber}`,
      );
      return true;
    });
  }
  return true;
}

export function noticeOfCommencement(county: County): boolean {
  const parcel = county.parcel();
  const contractor = business(county.random);
  county.record({ instrument: 'NOC', position: county.step, grantors: parcel.owners, grantees: [contractor] }, parcel);
  return true;
}
