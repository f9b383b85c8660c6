import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { AlertStaffPerson, AlertWatchRow } from '@landrecords/contracts/alerts/api';
import { Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useServerMessage } from '../lib/useServerMessage';
import { removePerson, removeWatch } from './api';
import { PersonFacts } from './PersonFacts';
import { useWatchText } from './watchText';

type Asked = { kind: 'watch'; row: AlertWatchRow } | { kind: 'person' };

/** One person's address and watches; each watch, and the person with all of them, removed after a confirmation. */
export function PersonWatches({ person }: { person: AlertStaffPerson }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { say, sayError } = useServerMessage('alerts.removeFailed');
  const [asked, setAsked] = useState<Asked | null>(null);
  const watchText = useWatchText();
  const remove = useMutation({
    mutationFn: (what: Asked) => (what.kind === 'watch' ? removeWatch(what.row.id) : removePerson(person.id)),
    onSuccess: (envelope) => {
      notify(say(envelope), { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['alerts', 'staff'] });
    },
    onError: (error) => notify(sayError(error), { type: 'warning' }),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <PersonFacts person={person} />
      {person.watches.length === 0 ? (
        <Typography>{t('alerts.person.noWatches')}</Typography>
      ) : (
        <List dense aria-label={t('alerts.person.watches', { email: person.email })}>
          {person.watches.map((row) => (
            <ListItem
              key={row.id}
              divider
              secondaryAction={
                <Button
                  color="error"
                  startIcon={<DeleteIcon />}
                  disabled={remove.isPending}
                  onClick={() => setAsked({ kind: 'watch', row })}
                  aria-label={t('alerts.person.removeWatchOf', { watch: watchText(row.watch) })}
                >
                  {t('alerts.person.removeWatch')}
                </Button>
              }
            >
              <ListItemText
                primary={watchText(row.watch)}
                secondary={row.status === 'PENDING' ? t('alerts.person.watchPending') : null}
                sx={{ pr: 14 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        sx={{ mt: 2 }}
        disabled={remove.isPending}
        onClick={() => setAsked({ kind: 'person' })}
      >
        {t('alerts.person.removePerson')}
      </Button>
      <Confirm
        isOpen={asked !== null}
        title={asked?.kind === 'person' ? 'alerts.person.removePersonTitle' : 'alerts.person.removeWatchTitle'}
        content={asked?.kind === 'person' ? 'alerts.person.removePersonQuestion' : 'alerts.person.removeWatchQuestion'}
        translateOptions={{
          email: person.email,
          count: person.watches.length,
          watch: asked?.kind === 'watch' ? watchText(asked.row.watch) : '',
        }}
        onConfirm={() => {
          if (asked) remove.mutate(asked);
          setAsked(null);
        }}
        onClose={() => setAsked(null)}
      />
    </Paper>
  );
}
