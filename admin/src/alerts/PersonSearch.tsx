import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Loading } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useServerMessage } from '../lib/useServerMessage';
import { findPeople } from './api';
import { PersonWatches } from './PersonWatches';

export const peopleKey = (email: string) => ['alerts', 'staff', 'people', email] as const;

/** People's watches found by their email (or its beginning) (a worried owner on the phone), with the right to remove them. */
export function PersonSearch() {
  const { t } = useTranslation();
  const { sayError } = useServerMessage('alerts.loadFailed');
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const found = useQuery({
    queryKey: peopleKey(email),
    queryFn: () => findPeople(email),
    enabled: email !== '',
    retry: false,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setEmail(typed.trim());
  };
  return (
    <Box component="section" aria-labelledby="alerts-person">
      <Typography component="h2" variant="h6" id="alerts-person" gutterBottom>
        {t('alerts.person.title')}
      </Typography>
      <Stack component="form" direction="row" spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }} onSubmit={onSubmit}>
        <TextField
          label={t('alerts.person.email')}
          helperText={t('alerts.person.emailHelp')}
          type="email"
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ width: { xs: '100%', sm: '24rem' } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={typed.trim() === ''}>
          {t('alerts.person.find')}
        </Button>
      </Stack>
      {found.isFetching ? <Loading /> : null}
      {found.error ? <Alert severity="warning">{sayError(found.error)}</Alert> : null}
      {found.isSuccess && !found.isFetching ? (
        found.data.length > 0 ? (
          <Stack spacing={2}>
            {found.data.map((person) => (
              <PersonWatches key={person.id} person={person} />
            ))}
          </Stack>
        ) : (
          <Typography role="status">{t('alerts.person.noneFound', { email })}</Typography>
        )
      ) : null}
    </Box>
  );
}
