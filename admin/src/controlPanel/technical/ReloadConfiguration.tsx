import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { panelCall, useSectionMessage } from '../form';

const text = 'controlPanel.technical.reload';

/**
 * /controlPanel/reloadConfiguration (002 §7 Actions): POST reloadConfiguration with an empty body; its message is
 * shown, and a failure is an alert (002 §8).
 */
export default function ReloadConfiguration() {
  const translate = useTranslate();
  const { say, sayError } = useSectionMessage();
  const reload = useMutation({
    mutationFn: () => panelCall<{ sections: number }>('POST', 'controlPanel/countyConfig/reloadConfiguration', {}),
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: '40rem' }}>
      <Typography>{translate(`${text}.explain`)}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button variant="contained" disabled={reload.isPending} onClick={() => reload.mutate()}>
          {translate(`${text}.button`)}
        </Button>
        {reload.isPending ? <CircularProgress size={24} aria-label={translate(`${text}.reloading`)} /> : null}
        {reload.isSuccess ? <CheckCircleIcon color="success" titleAccess={translate(`${text}.done`)} /> : null}
      </Box>
      {reload.data?.message ? (
        <Alert severity="success" role="status">
          {say(reload.data)}
        </Alert>
      ) : null}
      {reload.error ? (
        <Alert severity="error" role="alert">
          {sayError(reload.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
