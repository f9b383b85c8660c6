import { useServerMessage } from '../lib/useServerMessage';

/** Server messages in the reader's language; what went wrong with a call, for an alert (002 §8). */
export const useReportMessage = () => useServerMessage('reports.failed');
