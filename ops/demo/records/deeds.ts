import { type County, type Parcel } from './county';
import { mortgage, satisfy } from './mortgages';
import { household, person, type PartyInput } from './names';
import { newParcel } from './parcels';

/**
 * Chains of title: a deed makes its grantees the owners (the grantors of the next deed); a sale is usually
 * followed by the buyers' mortgage, and the sellers' open mortgages are satisfied weeks later. On registered
 * land the deed cancels the certificate and issues the grantees a new one (now and then two, when the
 * grantors keep a part). A contract for deed is fulfilled by a warranty deed years later.
 */

export type DeedCode = 'WD' | 'SWD' | 'QCD' | 'TD' | 'PRD' | 'SD' | 'CFD';
const isBusiness = (owners: readonly PartyInput[]) => owners.length === 1 && !owners[0]!.firstName;

/** A sale: the developer's next lot, or any parcel; true once its deed is recorded. */
export function sale(county: County): boolean {
  const random = county.random;
  if (county.unsold.length > 0 && random.chance(0.6)) {
    convey(county, county.unsold.shift()!, random.chance(0.85) ? 'WD' : 'SWD', household(random));
    return true;
  }
  const parcel = county.parcel();
  const owners = parcel.owners;
  const roll = random.next();
  if (owners[0]!.lastName.endsWith(' TRUST') && roll < 0.6) convey(county, parcel, 'TD', household(random));
  else if (isBusiness(owners)) convey(county, parcel, 'SWD', household(random));
  else if (roll < 0.14) {
    // to the family or into the owners' trust
    const first = owners[0]!;
    const grantees = random.chance(0.4)
      ? [
          { lastName: `${first.lastName} FAMILY TRUST` },
          { ...first, displayName: `${first.lastName}, ${first.firstName} TRUSTEE` },
        ]
      : [person(random, first.lastName)];
    convey(county, parcel, 'QCD', grantees);
  } else if (roll < 0.18) convey(county, parcel, 'PRD', [person(random, owners[0]!.lastName)]);
  else if (roll < 0.2) convey(county, parcel, 'CFD', household(random));
  else convey(county, parcel, 'WD', household(random));
  return true;
}

export function convey(county: County, parcel: Parcel, instrument: DeedCode, grantees: PartyInput[]): void {
  const random = county.random;
  const grantors = parcel.owners;
  const priced = instrument !== 'QCD' && instrument !== 'PRD';
  const salePrice = priced ? Math.round(county.price(parcel.value) / 50_000) * 50_000 : undefined;
  const references = parcel.lastDeed && random.chance(0.5) ? [parcel.lastDeed] : [];
  const old = parcel.certificate;
  if (old && parcel.fileNumber) {
    const instant = county.clock.at(county.step);
    const open = new Set(parcel.mortgages.map((mortgage) => mortgage.recorded.docNumber));
    const carried = old.memorials.filter((memorial) => open.has(memorial.docNumber));
    const next = county.torrens.issue(grantees, old.legalText, parcel.fileNumber, instant, carried);
    const cancelledBy = [next];
    if (random.chance(0.05)) {
      // The grantors keep a part: a new parcel with a certificate of its own.
      const part = newParcel(
        county,
        parcel.place,
        { ...parcel.legal, otherLotCode: 'PCL', otherLot: 'B', description: `PART OF ${parcel.legal.description}` },
        grantors,
        Math.round(parcel.value / 3),
      );
      part.fileNumber = parcel.fileNumber;
      part.certificate = county.torrens.issue(grantors, `PART OF ${old.legalText}`, parcel.fileNumber, instant);
      cancelledBy.push(part.certificate);
    }
    const torrensCertificates = [
      { certificateNumber: old.certificateNumber, status: 'CANCELLED' },
      ...cancelledBy.map((c) => ({ certificateNumber: c.certificateNumber, status: c.status })),
    ];
    parcel.lastDeed = county.record(
      { instrument, position: county.step, grantors, grantees, references, salePrice, torrensCertificates },
      parcel,
    );
    county.torrens.cancel(old, cancelledBy);
    parcel.certificate = next;
  } else {
    parcel.lastDeed = county.record(
      { instrument, position: county.step, grantors, grantees, references, salePrice },
      parcel,
    );
  }
  parcel.owners = grantees;
  if (instrument === 'QCD' || instrument === 'PRD') return;
  for (const mortgage of parcel.mortgages) {
    mortgage.open = false;
    county.land.add(county.after(random.int(20, 120)), () => satisfy(county, parcel, mortgage));
  }
  parcel.mortgages = [];
  if (instrument === 'SD') return;
  if (instrument === 'CFD') {
    // The contract is fulfilled by a deed to the same buyers a few years later.
    const contract = parcel.lastDeed;
    county.land.add(county.after(random.int(400, 1800)), () => {
      if (parcel.owners !== grantees) return false;
      parcel.lastDeed = county.record(
        {
          instrument: 'WD',
          position: county.step,
          grantors,
          grantees,
          references: [contract],
          additionalInfo: ['IN FULFILLMENT OF CONTRACT FOR DEED'],
        },
        parcel,
      );
      return true;
    });
  } else if (random.chance(0.72)) {
    county.land.add(county.step + 1, () => parcel.owners === grantees && mortgage(county, parcel, false));
  }
}
