import { useNotify, useRedirect } from 'react-admin';
import type { Message } from '@landrecords/contracts/message';
import { accountAdminMessages as am } from '@landrecords/contracts/accounts/messages';
import { useServerMessage } from './useServerMessage';
import type { AccountRow } from './types';

/**
 * After a save, the server's own words for it ("Account {name} added." or "... saved.", 002 §4, §8), then the
 * list: the REST resource answers the record, so the message is the one contracts/ declares for that save.
 */
export function useAccountSaved(kind: 'added' | 'saved') {
  const notify = useNotify();
  const redirect = useRedirect();
  const { say } = useServerMessage();
  return (account: AccountRow) => {
    const message: Message = am[kind]({ name: account.name });
    notify(say({ message: message.text, code: message.code, params: message.params }), { type: 'success' });
    redirect('/controlPanel/accounts');
  };
}
