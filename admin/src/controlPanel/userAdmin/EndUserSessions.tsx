import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Confirm, useTranslate } from 'react-admin';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import type { LockoutState } from '@landrecords/contracts/config/portal-settings';
import { panelCall, sectionPath, useSectionMessage } from '../form';

const text = 'controlPanel.userAdmin.lockout2';

/**
 * /controlPanel/userLockout2 (Lockout 2, 002 §4 step two): End All User Sessions, after a confirmation, signs
 * out everyone but the caller (GET endUserSessions, with the CSRF header); the server's message is shown. The
 * lockout of step one is shown above it, so the clerk sees whether those signed out can sign in again.
 */
export default function EndUserSessions() {
  const translate = useTranslate();
  const { say, sayError } = useSectionMessage();
  const [confirming, setConfirming] = useState(false);
  const lockout = useQuery({
    queryKey: ['controlPanel', 'countyConfig', 'userLockout'],
    queryFn: async () => (await panelCall<LockoutState>('GET', sectionPath('userLockout'))).content,
    retry: false,
  });
  const end = useMutation({ mutationFn: () => panelCall<{ ended: number }>('GET', 'controlPanel/endUserSessions') });
  const inPlace = lockout.data?.lockoutInPlace;
  return (
    <Stack spacing={2} sx={{ maxWidth: '40rem' }}>
      {lockout.data ? (
        <Alert severity={inPlace ? 'info' : 'warning'}>
          {translate(inPlace ? `${text}.inPlace` : `${text}.notInPlace`)}
          {inPlace ? <Typography sx={{ mt: 1, fontWeight: 'bold' }}>{lockout.data.messageHeadline}</Typography> : null}
        </Alert>
      ) : null}
      <Typography>{translate(`${text}.explain`)}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          variant="contained"
          color="error"
          label={`${text}.endAll`}
          startIcon={<LogoutIcon />}
          disabled={end.isPending}
          onClick={() => setConfirming(true)}
        />
        {end.isPending ? <CircularProgress size={24} aria-label={translate(`${text}.ending`)} /> : null}
        {end.isSuccess ? <CheckCircleIcon color="success" titleAccess={translate(`${text}.ended`)} /> : null}
      </Box>
      {end.data?.message ? (
        <Alert severity="success" role="status">
          {say(end.data)}
        </Alert>
      ) : null}
      {end.error ? <Alert severity="warning">{sayError(end.error)}</Alert> : null}
      <Confirm
        isOpen={confirming}
        title={translate(`${text}.confirmTitle`)}
        content={translate(`${text}.confirm`)}
        confirm={`${text}.endAll`}
        cancel="ra.action.cancel"
        onConfirm={() => {
          setConfirming(false);
          end.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
