import { useEffect } from 'react';
import { useEscrowDeposit, useFlatFeeAddOn } from '../../components/payments';

export type TopUpKind = 'escrow' | 'addOn';

/** The header's escrow deposit or flat fee add-on, opened at each click of Add (each a new `opening`). */
export default function TopUpFlow({ kind, opening }: { kind: TopUpKind; opening: number }) {
  const deposit = useEscrowDeposit();
  const addOn = useFlatFeeAddOn();
  const { open: openDeposit } = deposit;
  const { open: openAddOn } = addOn;
  useEffect(() => {
    if (kind === 'escrow') void openDeposit();
    else void openAddOn({});
  }, [kind, opening, openDeposit, openAddOn]);
  return (
    <>
      {deposit.dialogs}
      {addOn.dialogs}
    </>
  );
}
