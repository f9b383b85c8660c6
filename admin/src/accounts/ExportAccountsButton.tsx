import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/GetApp';
import { download } from './api';
import { useServerMessage } from './useServerMessage';

/** Export: the server's accounts.xlsx of the list's filter (002 §7 accountExport). */
export function ExportAccountsButton() {
  const { filterValues, total } = useListContext();
  const notify = useNotify();
  const { sayError } = useServerMessage();
  const [busy, setBusy] = useState(false);
  const exportAccounts = async () => {
    setBusy(true);
    try {
      await download(
        'accountExport',
        { filterText: String(filterValues.q ?? ''), statusType: String(filterValues.status ?? 'ALL') },
        'accounts.xlsx',
      );
    } catch (error) {
      notify(sayError(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={exportAccounts} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
