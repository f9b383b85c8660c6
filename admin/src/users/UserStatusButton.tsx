import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import ActivateIcon from '@mui/icons-material/CheckCircleOutline';
import DeactivateIcon from '@mui/icons-material/Block';
import type { UserRecord } from '@landrecords/contracts/users/user';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';
import { useServerMessage } from './useServerMessage';

/** Activating a locked or a pending user asks first (002 §4); an inactive one is activated at once. */
const questionOf = { L: 'users.status.lockedQuestion', P: 'users.status.pendingQuestion' } as const;

/** Activate or Deactivate, whichever the user's status offers (002 §4): Deactivate only when it is A. */
export function UserStatusButton() {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { say, sayError } = useServerMessage();
  const [update, { isPending }] = useUpdate<UserRecord>();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const activating = record.status !== 'A';
  const question = record.status === 'L' || record.status === 'P' ? questionOf[record.status] : null;
  const change = () =>
    update(
      'users',
      { id: record.id, data: { status: activating ? 'A' : 'I' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          const done = activating ? um.activated : um.deactivated;
          notify(say(done({ username: record.username })), { type: 'info' });
          refresh();
        },
        onError: (error) => notify(sayError(error), { type: 'warning' }),
      },
    );
  return (
    <>
      <Button
        label={activating ? 'users.actions.activate' : 'users.actions.deactivate'}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          if (question) setAsking(true);
          else void change();
        }}
      >
        {activating ? <ActivateIcon /> : <DeactivateIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        title="users.status.activateTitle"
        content={question ?? ''}
        onConfirm={() => {
          setAsking(false);
          void change();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
