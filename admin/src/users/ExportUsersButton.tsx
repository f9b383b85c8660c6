import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import DownloadIcon from '@mui/icons-material/GetApp';
import { downloadUsers } from './api';
import { useServerMessage } from './useServerMessage';

/** Export: the server's users.xlsx of the list's filter (002 §7 userExport), not react-admin's CSV. */
export function ExportUsersButton() {
  const { filterValues, total } = useListContext();
  const notify = useNotify();
  const { sayError } = useServerMessage();
  const [busy, setBusy] = useState(false);
  const exportUsers = async () => {
    setBusy(true);
    try {
      await downloadUsers({
        filterText: String(filterValues.q ?? ''),
        statusType: String(filterValues.status ?? 'ALL'),
        ...(filterValues.accountId ? { accountId: Number(filterValues.accountId) } : {}),
      });
    } catch (error) {
      notify(sayError(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={() => void exportUsers()} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
