import { useServerMessage } from '../../lib/useServerMessage';

/** Server messages in the reader's language; what went wrong with a call, for a warning (002 §8). */
export const useSectionMessage = () => useServerMessage('controlPanel.form.failed');
