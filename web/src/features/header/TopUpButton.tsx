import Add from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { visuallyHidden } from '../../components/visually-hidden';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, UsageBalance } from '@landrecords/contracts/auth/current-user';
import { OpenTopUpContext } from './top-up-host';
import type { TopUpKind } from './TopUpFlow';

type Props = { user: CurrentUser; balance: UsageBalance };

/** Which Add this user sees (000 §2, §6): the server's topUps, for the ACCOUNT role, on the matching balance. */
function topUpKindOf(user: CurrentUser, balance: UsageBalance): TopUpKind | null {
  const { topUps } = user;
  if (user.role !== 'ACCOUNT') return null;
  if (balance.kind === 'ESCROW' && topUps.escrowDeposit) return 'escrow';
  if (balance.kind === 'FLAT_FEE' && topUps.flatFeeAddOn) return 'addOn';
  return null;
}

/**
 * The header's Add button (000 §2, §6): the ACCOUNT role alone, on an escrow balance where the county takes
 * deposits by card (reloadByCreditCard), or on a flat-fee balance where account administrators reload
 * (accountAdminReload). The server says which in the current user's topUps, and enforces the same rules.
 */
export function TopUpButton({ user, balance }: Props) {
  const { t } = useTranslation();
  const openTopUp = useContext(OpenTopUpContext);
  const kind = topUpKindOf(user, balance);
  if (!kind) return null;
  return (
    <Button size="small" variant="outlined" startIcon={<Add />} onClick={() => openTopUp(kind)} aria-haspopup="dialog">
      {t('payments.header.add')}
      {/* What it adds, for a screen reader, after the visible word (WCAG 2.5.3: the name holds the label seen). */}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        ({t(kind === 'escrow' ? 'payments.header.addEscrowLabel' : 'payments.header.addImagesLabel')})
      </Box>
    </Button>
  );
}
