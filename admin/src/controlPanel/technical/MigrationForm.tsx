import { useCallback, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Confirm, Form, PasswordInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { z } from 'zod';
import { keepBlank, panelCall, useSectionMessage, type FormValues } from '../form';
import { issuesByPath, nestedErrors } from '../form/values';

export const migrationText = 'controlPanel.technical.migration';
const wide = { maxWidth: '30rem' };

type Props = {
  /** POST controlPanel/<call> (002 §7 Actions). */
  call: 'migrateLandSharkOneAccountsUsers' | 'migrateLandSharkOneAuditLog';
  schema: z.ZodType;
  defaults: FormValues;
  explain: string;
  /** The confirmation saying what is wiped (002 §4 Migrations). */
  confirm: string;
  /** Fields beyond the four of the LandShark One database. */
  children?: ReactNode;
};

/** The four fields of the LandShark One database, all required (002 §5). */
function DatabaseFields() {
  return (
    <>
      {(['landSharkOneDbAddress', 'landSharkOneDbName', 'landSharkOneDbUsername'] as const).map((source) => (
        <TextInput
          key={source}
          source={source}
          label={`${migrationText}.${source}`}
          parse={keepBlank}
          isRequired
          autoComplete="off"
          fullWidth
          sx={wide}
        />
      ))}
      <PasswordInput
        source="landSharkOneDbPassword"
        label={`${migrationText}.landSharkOneDbPassword`}
        parse={keepBlank}
        isRequired
        autoComplete="new-password"
        fullWidth
        sx={wide}
      />
    </>
  );
}

/** Start Migration: checks the form, then asks whether existing data may be wiped. */
function StartButton({ busy, onValid }: { busy: boolean; onValid: (values: FormValues) => void }) {
  const translate = useTranslate();
  const { handleSubmit } = useFormContext();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
      <Button variant="contained" color="error" disabled={busy} onClick={() => void handleSubmit(onValid)()}>
        {translate(`${migrationText}.submit`)}
      </Button>
      {busy ? <CircularProgress size={24} aria-label={translate(`${migrationText}.running`)} /> : null}
    </Box>
  );
}

/**
 * A LandShark One migration form (002 §3 Migration, §4 Migrations): its fields checked with the server's schema,
 * a confirmation that existing data will be wiped, then the POST; the server's message is shown either way.
 */
export function MigrationForm({ call, schema, defaults, explain, confirm, children }: Props) {
  const translate = useTranslate();
  const { say, sayError } = useSectionMessage();
  const [pending, setPending] = useState<FormValues | null>(null);
  const migrate = useMutation({
    mutationFn: (body: FormValues) => panelCall<null>('POST', `controlPanel/${call}`, body),
  });
  const validate = useCallback(
    (values: FormValues) => nestedErrors(new Map([...issuesByPath(schema, values)].map(([path, m]) => [path, say(m)]))),
    [schema, say],
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: '100%' }}>
      <Typography>{translate(explain)}</Typography>
      <Alert severity="warning">{translate(`${migrationText}.wipeWarning`)}</Alert>
      <Form record={defaults} validate={validate} noValidate>
        <Stack>
          <DatabaseFields />
          {children}
          <StartButton busy={migrate.isPending} onValid={(values) => setPending(values)} />
        </Stack>
      </Form>
      {migrate.data?.message ? (
        <Alert severity="success" role="status">
          {say(migrate.data)}
        </Alert>
      ) : null}
      {migrate.error ? (
        <Alert severity="warning" role="alert">
          {sayError(migrate.error)}
        </Alert>
      ) : null}
      <Confirm
        isOpen={pending !== null}
        title={translate(`${migrationText}.confirmTitle`)}
        content={translate(confirm)}
        confirm={`${migrationText}.confirm`}
        cancel="ra.action.cancel"
        onConfirm={() => {
          const body = pending!;
          setPending(null);
          migrate.mutate(body);
        }}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
