import type { FieldValues } from 'react-hook-form';
import { useMemo } from 'react';
import { Form, NumberInput, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { flatFeeUsageSchema } from '@landrecords/contracts/accounts/account';
import { AccountScreen, useAccountParams } from './AccountScreen';
import { useAccountPost, useAccountRead } from './useAccountCall';
import { useServerMessage } from './useServerMessage';

type Usage = { id: number; imagesRemaining: number; currentImagesRemaining: number };

/** /controlPanel/accountReload/{id}/{name}: Flat Fee Usage Override, the new image balance beside the current one. */
export function FlatFeeUsage() {
  const { id } = useAccountParams();
  const translate = useTranslate();
  const { say } = useServerMessage();
  const usage = useAccountRead<Usage>('accountFlatFeeUsage', id);
  const save = useAccountPost<{ id: number; imagesRemaining: number }>(`accountFlatFeeUsage/${id}`, {
    path: 'accountFlatFeeUsage',
    id,
    from: (content) => ({ ...content, currentImagesRemaining: content.imagesRemaining }),
  });
  const validate = useMemo(
    () => (values: Record<string, unknown>) => {
      const result = flatFeeUsageSchema.safeParse({ id, imagesRemaining: values.imagesRemaining });
      return result.success ? {} : { imagesRemaining: say(result.error.issues[0]!.message) };
    },
    [id, say],
  );
  return (
    <AccountScreen title="accounts.reload.title" loading={usage.isPending && !usage.error} error={usage.errorText}>
      {usage.data ? (
        <Form
          noValidate
          key={usage.data.currentImagesRemaining}
          defaultValues={{ imagesRemaining: usage.data.imagesRemaining }}
          validate={validate}
          onSubmit={(values: FieldValues) => save.mutateAsync({ id, imagesRemaining: values.imagesRemaining })}
        >
          <Typography sx={{ mb: 2 }}>
            {translate('accounts.reload.current', { count: usage.data.currentImagesRemaining })}
          </Typography>
          <NumberInput source="imagesRemaining" label="accounts.reload.imagesRemaining" min={0} step={1} />
          <Toolbar>
            <SaveButton label="accounts.screen.submit" />
          </Toolbar>
        </Form>
      ) : null}
    </AccountScreen>
  );
}
