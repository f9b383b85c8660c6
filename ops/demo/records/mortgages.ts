import { dollars, type County, type Mortgage, type Parcel } from './county';
import { investor, lender, mers } from './names';

/**
 * Mortgages and what becomes of them: a buyer's mortgage, a refinance that pays the old one off (its
 * satisfaction refers to it), a second mortgage, assignments to the investors who buy loans, modifications.
 */

/** A mortgage on the owners' parcel; a refinance pays the old first mortgage off. */
export function mortgage(county: County, parcel: Parcel, refinance: boolean, second = false): boolean {
  const random = county.random;
  const year = county.year;
  const bank = lender(random, year);
  const nominee = year >= 1998 && random.chance(0.55);
  const share = second
    ? random.next() * 0.1 + 0.08
    : refinance
      ? random.next() * 0.25 + 0.6
      : random.next() * 0.3 + 0.65;
  const amount = Math.round((county.price(parcel.value, year) * share) / 5_000) * 5_000;
  const grantees = nominee ? [{ lastName: mers }, bank] : [bank];
  const recorded = county.record(
    { instrument: 'MTG', position: county.step, grantors: parcel.owners, grantees, mortgageAmount: amount },
    parcel,
    () => `Mortgage to ${bank.lastName}${nominee ? ' (MERS as nominee)' : ''} to secure ${dollars(amount)}`,
  );
  const previous = refinance ? parcel.mortgages.filter((m) => m.open) : [];
  const opened: Mortgage = {
    recorded,
    amount,
    holder: nominee ? grantees[0]! : bank,
    borrowers: parcel.owners,
    open: true,
  };
  for (const old of previous.slice(0, 1)) {
    old.open = false;
    county.land.add(county.after(random.int(25, 90)), () => satisfy(county, parcel, old));
  }
  parcel.mortgages = [...parcel.mortgages.filter((m) => m.open), opened];
  return true;
}

export function satisfy(county: County, parcel: Parcel, mortgage: Mortgage): boolean {
  county.record(
    {
      instrument: 'SAT',
      position: county.step,
      grantors: [mortgage.holder],
      grantees: mortgage.borrowers,
      references: [mortgage.recorded],
    },
    parcel,
    () => `Satisfaction of Mortgage Doc. No. ${mortgage.recorded.docNumber}`,
  );
  return true;
}

/** A parcel with an open mortgage, if a few tries find one. */
export function mortgaged(county: County): [Parcel, Mortgage] | undefined {
  for (let i = 0; i < 6; i++) {
    const parcel = county.parcel();
    const open = parcel.mortgages.find((m) => m.open);
    if (open) return [parcel, open];
  }
  return undefined;
}

export function assignment(county: County): boolean {
  const found = mortgaged(county);
  if (!found) return false;
  const [parcel, loan] = found;
  const buyer = investor(county.random, county.year, loan.holder.lastName);
  county.record(
    {
      instrument: 'ASGN',
      position: county.step,
      grantors: [loan.holder],
      grantees: [buyer],
      references: [loan.recorded],
    },
    parcel,
    () => `Assignment of Mortgage Doc. No. ${loan.recorded.docNumber} to ${buyer.lastName}`,
  );
  loan.holder = buyer;
  return true;
}

export function modification(county: County): boolean {
  const found = mortgaged(county);
  if (!found) return false;
  const [parcel, loan] = found;
  loan.amount = Math.round((loan.amount * (0.9 + county.random.next() * 0.2)) / 10_000) * 10_000;
  county.record(
    {
      instrument: 'MOD',
      position: county.step,
      grantors: loan.borrowers,
      grantees: [loan.holder],
      references: [loan.recorded],
      mortgageAmount: loan.amount,
    },
    parcel,
    () => `Modification of Mortgage Doc. No. ${loan.recorded.docNumber}`,
  );
  return true;
}

export function refinance(county: County): boolean {
  return mortgage(county, county.parcel(), true, county.random.chance(0.15));
}
