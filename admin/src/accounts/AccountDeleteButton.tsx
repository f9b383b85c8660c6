import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { controlPanel } from './api';
import { useServerMessage } from './useServerMessage';
import type { AccountRow } from './types';

/** Delete, with the account's users, after "Delete account {name} and users?" (002 §4); from the form, back to the list. */
export function AccountDeleteButton({ inForm = false }: { inForm?: boolean }) {
  const account = useRecordContext<AccountRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const { say, sayError } = useServerMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!account) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await controlPanel('accountDelete', {
        accountId: account.id,
        filterText: '',
        includeInactive: true,
      });
      notify(say(answer), { type: 'success' });
      if (inForm) redirect('/controlPanel/accounts');
      else refresh();
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
        label="ra.action.delete"
        color="error"
        variant={inForm ? 'outlined' : 'text'}
        onClick={() => setOpen(true)}
        aria-label={translate('accounts.action.deleteNamed', { name: account.name })}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('accounts.confirm.delete', { name: account.name })}
        content={translate('accounts.confirm.deleteUsers')}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
