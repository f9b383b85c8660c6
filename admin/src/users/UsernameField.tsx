import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from '@landrecords/contracts/users/user';

/** The badge of a user who cannot sign in (002 §2.3: inactive, pending or locked!). */
const badgeOf = {
  I: { key: 'users.badge.inactive', color: 'default' },
  P: { key: 'users.badge.pending', color: 'default' },
  L: { key: 'users.badge.locked', color: 'error' },
} as const;

/** Username with its status badge. */
export function UsernameField(_props: { source: 'username'; label?: string }) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const badge = record.status === 'A' ? null : badgeOf[record.status];
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <span>{record.username}</span>
      {badge ? (
        <Chip size="small" variant="outlined" color={badge.color} label={translate(badge.key)} component="span" />
      ) : null}
    </Stack>
  );
}
