import { secondStepMessages } from '@landrecords/contracts/auth/messages';
import { isApiError } from '../../lib/api/errors';

const endingCodes: string[] = [secondStepMessages.signInAgain.code, secondStepMessages.notForEnrolment.code];

/**
 * Whether a refusal of the second step ends it (the ticket expired, used up by wrong codes, or the user enrolled
 * elsewhere): the step can do nothing more, and the login form takes over with the server's words.
 */
export const endsTheStep = (failure: unknown) =>
  isApiError(failure) && endingCodes.includes(failure.envelope?.code ?? '');
