export { callerColumn, callerOf, type Caller } from './caller';

import type { Caller } from './caller';
/** The caller a signed-in call's session brought (the session plugin's `sessionContext`). */
export const callerOfRequest = (request: { sessionContext: unknown }) => request.sessionContext as Caller;
