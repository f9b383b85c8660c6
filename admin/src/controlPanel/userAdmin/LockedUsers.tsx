import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { List, ListItem, ListItemText, ListSubheader, Paper } from '@mui/material';

type Locked = { username: string; lockedAt: string };

/**
 * The users the failed-attempts limit has locked, as the section's GET lists them (newest first; the form's
 * notice above says how many and that the user manager unlocks them). Nothing shows while none is locked.
 */
export function LockedUsers() {
  const translate = useTranslate();
  const locked = (useWatch({ name: 'lockedUsers' }) as Locked[] | undefined) ?? [];
  if (locked.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ minWidth: '20rem' }}>
      <List
        dense
        subheader={<ListSubheader>{translate('controlPanel.userAdmin.userAccess.lockedUsers')}</ListSubheader>}
      >
        {locked.map((user) => (
          <ListItem key={user.username}>
            <ListItemText primary={user.username} secondary={new Date(user.lockedAt).toLocaleString()} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
