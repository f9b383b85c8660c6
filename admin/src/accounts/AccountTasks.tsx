import { useState } from 'react';
import { Button, Confirm, usePermissions, useTranslate } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { AccountScreen, useAccountParams } from './AccountScreen';
import { useAccountPost, useAccountRead } from './useAccountCall';

type Tasks = {
  id: number;
  accountType: string;
  lastBilled: string | null;
  lastImageRenewal: string | null;
  lastTasks: string | null;
  needsBilling: boolean;
  needsImageRenewal: boolean;
};

const when = (value: string | null, never: string) => (value ? new Date(value).toLocaleString() : never);

/** /controlPanel/accountTasks/{id}/{name}: Account Tasks (002 §4), Prepare to Rerun for TRIMIN only. */
export function AccountTasks() {
  const { id } = useAccountParams();
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const tasks = useAccountRead<Tasks>('accountTasks', id);
  const read = { path: 'accountTasks', id };
  const billedNow = useAccountPost<Tasks>('accountTasksBilledNow', read);
  const renewedNow = useAccountPost<Tasks>('accountTasksImageRenewedNow', read);
  const run = useAccountPost<Tasks>('runAccountTasks', read);
  const prepare = useAccountPost<Tasks>('prepareToRerunAccountTasks', read);
  const [confirming, setConfirming] = useState(false);
  const busy = [billedNow, renewedNow, run, prepare].some((call) => call.isPending);
  const body = { accountId: id };
  const never = translate('accounts.tasks.never');
  const yesNo = (value: boolean) => translate(value ? 'accounts.tasks.yes' : 'accounts.tasks.no');
  const data = tasks.data;
  return (
    <AccountScreen title="accounts.tasks.title" loading={tasks.isPending && !tasks.error} error={tasks.errorText}>
      {data ? (
        <>
          <Table size="small" sx={{ maxWidth: '36rem', mb: 2 }}>
            <TableBody>
              {(
                [
                  ['accounts.fields.accountType', translate(`accounts.accountType.${data.accountType}`)],
                  ['accounts.tasks.lastBilled', when(data.lastBilled, never)],
                  ['accounts.tasks.lastImageRenewal', when(data.lastImageRenewal, never)],
                  ['accounts.fields.lastTasks', when(data.lastTasks, never)],
                  ['accounts.tasks.needsBilling', yesNo(data.needsBilling)],
                  ['accounts.tasks.needsImageRenewal', yesNo(data.needsImageRenewal)],
                ] as const
              ).map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {translate(label)}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              label="accounts.tasks.billedNow"
              disabled={busy}
              onClick={() => billedNow.mutate(body)}
            />
            <Button
              variant="outlined"
              label="accounts.tasks.renewedNow"
              disabled={busy}
              onClick={() => renewedNow.mutate(body)}
            />
            <Button variant="contained" label="accounts.tasks.run" disabled={busy} onClick={() => run.mutate(body)} />
            {permissions === 'TRIMIN' ? (
              <Button
                variant="outlined"
                color="warning"
                label="accounts.tasks.prepare"
                disabled={busy}
                onClick={() => setConfirming(true)}
              />
            ) : null}
          </Box>
          <Confirm
            isOpen={confirming}
            loading={prepare.isPending}
            title={translate('accounts.tasks.prepareConfirm')}
            content=""
            onConfirm={async () => {
              await prepare.mutateAsync(body).catch(() => undefined);
              setConfirming(false);
            }}
            onClose={() => setConfirming(false)}
          />
        </>
      ) : null}
    </AccountScreen>
  );
}
