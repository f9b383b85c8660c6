import { names, type County } from './county';
import { convey } from './deeds';
import { mortgaged } from './mortgages';

/**
 * Foreclosure, most often in the years after 2008: the holder's lis pendens against the owners, then either
 * its release or a sheriff's deed to the holder, which sells the parcel on by special warranty deed.
 */

/** Lis pendens by the mortgage holder; a sheriff's deed to it; the bank's special warranty deed to a buyer. */
export function foreclosure(county: County): boolean {
  const found = mortgaged(county);
  if (!found) return false;
  const [parcel, loan] = found;
  const random = county.random;
  const owners = parcel.owners;
  const notice = county.record(
    {
      instrument: 'LIS',
      position: county.step,
      grantors: [loan.holder],
      grantees: owners,
      references: [loan.recorded],
      displayOnly: [
        {
          label: 'Case No.',
          value: `CV ${String(county.year % 100).padStart(2, '0')}-${String(random.int(1, 999)).padStart(4, '0')}`,
        },
      ],
    },
    parcel,
    () => `Lis pendens: ${names([loan.holder])} v. ${names(owners)}`,
  );
  county.land.add(county.after(random.int(150, 400)), () => {
    if (parcel.owners !== owners || !loan.open) return false;
    if (random.chance(0.25)) {
      county.record(
        { instrument: 'REL', position: county.step, grantors: [loan.holder], grantees: owners, references: [notice] },
        parcel,
        () => `Release of Lis Pendens Doc. No. ${notice.docNumber}`,
      );
      return true;
    }
    loan.open = false;
    parcel.mortgages = parcel.mortgages.filter((m) => m.open);
    convey(county, parcel, 'SD', [loan.holder]);
    return true;
  });
  return true;
}
