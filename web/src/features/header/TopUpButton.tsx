import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, UsageBalance } from '@landrecords/contracts/auth/current-user';
import { useEscrowDeposit, useFlatFeeAddOn } from '../../components/payments';
import { topUpsOf } from '../../components/payments/top-ups';

type Props = { user: CurrentUser; balance: UsageBalance };

/**
 * The header's Add button (000 §2, §6): the ACCOUNT role alone, on an escrow balance where the county takes
 * deposits by card (reloadByCreditCard), or on a flat-fee balance where account administrators reload
 * (accountAdminReload). The server says which in the current user's topUps, and enforces the same rules.
 */
export function TopUpButton({ user, balance }: Props) {
  const topUps = topUpsOf(user);
  if (user.role !== 'ACCOUNT') return null;
  if (balance.kind === 'ESCROW' && topUps.escrowDeposit) return <EscrowAddButton />;
  if (balance.kind === 'FLAT_FEE' && topUps.flatFeeAddOn) return <ImagesAddButton />;
  return null;
}

function EscrowAddButton() {
  const { t } = useTranslation();
  const deposit = useEscrowDeposit();
  return (
    <>
      <AddButton label={t('payments.header.addEscrowLabel')} onClick={() => void deposit.open()} />
      {deposit.dialogs}
    </>
  );
}

function ImagesAddButton() {
  const { t } = useTranslation();
  const addOn = useFlatFeeAddOn();
  return (
    <>
      <AddButton label={t('payments.header.addImagesLabel')} onClick={() => void addOn.open({})} />
      {addOn.dialogs}
    </>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<Add />}
      onClick={onClick}
      aria-label={label}
      aria-haspopup="dialog"
    >
      {t('payments.header.add')}
    </Button>
  );
}
