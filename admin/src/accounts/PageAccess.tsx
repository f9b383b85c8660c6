import type { FieldValues } from 'react-hook-form';
import { BooleanInput, Form, SaveButton, Toolbar } from 'react-admin';
import { Box } from '@mui/material';
import type { PageAccess as Access } from '@landrecords/contracts/accounts/account';
import { searchTypes } from '@landrecords/contracts/codes';
import { AccountScreen, useAccountParams } from './AccountScreen';
import { useAccountPost, useAccountRead } from './useAccountCall';

/** /controlPanel/accountPageAccess/{id}/{name}: Access, the fifteen search types the account's users may run. */
export function PageAccess() {
  const { id } = useAccountParams();
  const access = useAccountRead<Access>('accountPageAccess', id);
  const save = useAccountPost<Access>('accountPageAccess', { path: 'accountPageAccess', id });
  return (
    <AccountScreen title="accounts.access.title" loading={access.isPending && !access.error} error={access.errorText}>
      {access.data ? (
        <Form
          noValidate
          defaultValues={access.data}
          onSubmit={(values: FieldValues) => save.mutateAsync({ ...values, id })}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', width: '100%' }}>
            {searchTypes.map((type) => (
              <BooleanInput key={type} source={type} label={`accounts.access.${type}`} helperText={false} />
            ))}
          </Box>
          <Toolbar>
            <SaveButton label="accounts.screen.submit" />
          </Toolbar>
        </Form>
      ) : null}
    </AccountScreen>
  );
}
