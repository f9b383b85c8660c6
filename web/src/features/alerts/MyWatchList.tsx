import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertMine, AlertWatchRow } from '@landrecords/contracts/alerts/index';
import type { MessageRef } from '@landrecords/ui/i18n/server-messages';
import { removeMyWatch } from './api';
import { watchText } from './watch-text';

const ConfirmDialog = lazy(() => import('../../components/dialogs/ConfirmDialog'));

type Props = {
  watches: AlertWatchRow[];
  onDone: (mine: AlertMine, message: MessageRef) => void;
  onFailed: (error: unknown) => void;
};

/** The signed-in user's watches, each with a button that removes it after a question. */
export function MyWatchList({ watches, onDone, onFailed }: Props) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<AlertWatchRow | null>(null);
  const remove = async (row: AlertWatchRow) => {
    setRemoving(null);
    try {
      const { mine, message } = await removeMyWatch(row.id);
      onDone(mine, message);
    } catch (error) {
      onFailed(error);
    }
  };
  if (watches.length === 0) return <Typography sx={{ my: 1 }}>{t('propertyAlerts.mine.none')}</Typography>;
  return (
    <>
      <List dense aria-label={t('propertyAlerts.mine.watchesTitle')}>
        {watches.map((row) => {
          const text = watchText(t, row.watch);
          return (
            <ListItem
              key={row.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('propertyAlerts.mine.remove', { watch: text })}
                  onClick={() => setRemoving(row)}
                >
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemText
                primary={text}
                secondary={row.status === 'PENDING' ? t('propertyAlerts.mine.pending') : undefined}
              />
            </ListItem>
          );
        })}
      </List>
      <Suspense>
        {removing && (
          <ConfirmDialog
            open
            title={t('propertyAlerts.mine.removeTitle')}
            question={t('propertyAlerts.mine.removeQuestion', { watch: watchText(t, removing.watch) })}
            onYes={() => void remove(removing)}
            onNo={() => setRemoving(null)}
          />
        )}
      </Suspense>
    </>
  );
}
