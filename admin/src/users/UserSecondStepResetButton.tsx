import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import ResetIcon from '@mui/icons-material/PhonelinkErase';
import type { UserRecord } from '@landrecords/contracts/users/user';
import { userManager } from './api';
import { useServerMessage } from './useServerMessage';

/**
 * Reset two-step verification (issue 28): shown for a user who has enrolled a second step; asks first, then
 * POST userManager/secondStepReset/{id}. The user enrols again at the next sign-in; the server's message says so.
 */
export function UserSecondStepResetButton() {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { say, sayError } = useServerMessage();
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: (id: UserRecord['id']) => userManager<unknown>(`secondStepReset/${id}`, {}),
    onSuccess: (envelope) => {
      notify(say(envelope), { type: 'info' });
      refresh();
    },
    onError: (error) => notify(sayError(error), { type: 'warning' }),
  });
  if (!record?.secondStepEnrolled) return null;
  return (
    <>
      <Button
        label="users.secondStep.reset"
        disabled={reset.isPending}
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        <ResetIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="users.secondStep.resetTitle"
        content="users.secondStep.resetQuestion"
        translateOptions={{ username: record.username }}
        onConfirm={() => {
          setAsking(false);
          reset.mutate(record.id);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
