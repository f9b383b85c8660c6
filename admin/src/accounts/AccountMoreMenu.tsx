import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useAccountPaths, type AccountScreenKind } from './useAccountPaths';
import { useCountyAdminReload } from './useFlatFeeRates';
import type { AccountRow } from './types';

/** The More menu of 002 §2.4: Access, Document Types, Reload (flat fee, county allowing), Tasks, Users(count), History. */
export function AccountMoreMenu() {
  const account = useRecordContext<AccountRow>();
  const translate = useTranslate();
  const paths = useAccountPaths();
  const countyAdminReload = useCountyAdminReload().data === true;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!account) return null;
  const screens: { kind: AccountScreenKind; label: string }[] = [
    { kind: 'accountPageAccess', label: 'accounts.more.access' },
    { kind: 'accountDocTypes', label: 'accounts.more.docTypes' },
    ...(account.accountType === 'FLAT_FEE' && countyAdminReload
      ? [{ kind: 'accountReload' as const, label: 'accounts.more.reload' }]
      : []),
    { kind: 'accountTasks', label: 'accounts.more.tasks' },
    { kind: 'accountHistory', label: 'accounts.more.history' },
  ];
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        label="accounts.more.label"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={translate('accounts.more.named', { name: account.name })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {screens.map(({ kind, label }) => (
          <MenuItem key={kind} component={Link} to={paths.screen(kind, account)} onClick={close}>
            {translate(label)}
          </MenuItem>
        ))}
        <MenuItem component={Link} to={paths.users(account.id)} onClick={close}>
          {translate('accounts.more.users', { count: account.userCount })}
        </MenuItem>
      </Menu>
    </>
  );
}
