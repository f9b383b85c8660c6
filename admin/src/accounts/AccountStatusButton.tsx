import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { controlPanel } from './api';
import { useServerMessage } from './useServerMessage';
import type { AccountRow } from './types';

/** Activate or Deactivate, with the account's users, after "{Activate|Deactivate} Account {name} and users?" (002 §4). */
export function AccountStatusButton() {
  const account = useRecordContext<AccountRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { say, sayError } = useServerMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!account) return null;
  const action = account.status === 'A' ? 'deactivate' : 'activate';

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await controlPanel<{ status: string }>('accountChangeStatusSingle', {
        accountId: account.id,
        filterText: '',
        includeInactive: true,
      });
      notify(say(answer), { type: 'success' });
      refresh();
    } catch (error) {
      notify(sayError(error), { type: 'warning' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        label={`accounts.action.${action}`}
        onClick={() => setOpen(true)}
        aria-label={translate(`accounts.action.${action}Named`, { name: account.name })}
      >
        {action === 'activate' ? <ToggleOnIcon /> : <ToggleOffIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate(`accounts.confirm.${action}`, { name: account.name })}
        content={translate('accounts.confirm.usersToo')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
