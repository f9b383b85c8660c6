import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Envelope } from '@landrecords/contracts/envelope';
import { controlPanel } from './api';
import { useServerMessage } from './useServerMessage';

/** A GET of one account's screen (`controlPanel/<path>/{id}`), cached by its path. */
export function useAccountRead<Content>(path: string, id: number) {
  const { sayError } = useServerMessage();
  const query = useQuery({
    queryKey: ['controlPanel', path, id],
    queryFn: async () => (await controlPanel<Content>(`${path}/${id}`)).content as Content,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  return { ...query, errorText: query.error ? sayError(query.error) : null };
}

/**
 * A POST of an account screen: the server's message as a success or a warning (002 §8), and the screen's read
 * refreshed with what it answered when `read` names it.
 */
export function useAccountPost<Content>(
  path: string,
  read?: { path: string; id: number; from?: (content: Content) => unknown },
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { say, sayError } = useServerMessage();
  return useMutation({
    mutationFn: (body: unknown) => controlPanel<Content>(path, body),
    onSuccess: (answer: Envelope<Content>) => {
      if (answer.message) notify(say(answer), { type: 'success' });
      if (read && answer.content) {
        queryClient.setQueryData(
          ['controlPanel', read.path, read.id],
          read.from ? read.from(answer.content) : answer.content,
        );
      }
    },
    onError: (error) => notify(sayError(error), { type: 'warning' }),
  });
}
