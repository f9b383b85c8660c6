import { declare } from '../message';
/** What sign-in, registration and recovery say; the spec leaves these words to the server (000 §8). */
export const signInMessages = {
  wrongCredentials: declare('SIGN_IN_WRONG_CREDENTIALS', 'The username or password is incorrect.'),
  currentPasswordWrong: declare('SIGN_IN_CURRENT_PASSWORD_WRONG', 'The current password is incorrect.'),
  nowLocked: declare(
    'SIGN_IN_NOW_LOCKED',
    'Too many failed attempts: this user is now locked. To unlock it, reset your password from the login page, or contact the county.',
  ),
  waitAfterFailures: declare(
    'SIGN_IN_WAIT_AFTER_FAILURES',
    'Several failed attempts for this username: wait a few seconds and try again.',
  ),
  status: {
    P: declare('SIGN_IN_STATUS_P', 'Registration is not complete. Use the link in the email we sent you.'),
    I: declare('SIGN_IN_STATUS_I', 'This user is inactive. Contact the county.'),
    L: declare(
      'SIGN_IN_STATUS_L',
      'This user is locked. To unlock it, reset your password from the login page, or contact the county.',
    ),
  },
  signedOut: declare('SIGN_IN_SIGNED_OUT', 'You are logged out.'),
  tooManyRequests: declare('SIGN_IN_TOO_MANY_REQUESTS', 'Too many attempts. Wait a few minutes and try again.'),
  selfRegistrationOff: declare('SIGN_IN_SELF_REGISTRATION_OFF', 'Self-registration is not available.'),
  noRegistrationAccount: declare(
    'SIGN_IN_NO_REGISTRATION_ACCOUNT',
    'Self-registration is not available: the county has no account for public users.',
  ),
  /** Its catalog texts are plural forms by `count` (the hours). */
  registered: declare(
    'SIGN_IN_REGISTERED',
    ({ count }: { count: number }) =>
      `Registration received. We have emailed you a link to complete it; it works for ${count} hour${count === 1 ? '' : 's'}.`,
  ),
  registrationComplete: declare('SIGN_IN_REGISTRATION_COMPLETE', 'Registration complete.'),
  forgotUsernameSent: declare(
    'SIGN_IN_FORGOT_USERNAME_SENT',
    'If that email address is registered, we have emailed the username to it.',
  ),
  forgotPasswordSent: declare(
    'SIGN_IN_FORGOT_PASSWORD_SENT',
    'If the username and email address match, we have emailed a link to reset the password.',
  ),
  forgotPasswordOff: declare('SIGN_IN_FORGOT_PASSWORD_OFF', 'Password recovery is not available. Contact the county.'),
  passwordUpdated: declare('SIGN_IN_PASSWORD_UPDATED', 'Password updated. You may now log in.'),
  ticket: {
    unknown: declare('SIGN_IN_TICKET_UNKNOWN', 'This link is not valid.'),
    used: declare('SIGN_IN_TICKET_USED', 'This link has already been used.'),
    expired: declare('SIGN_IN_TICKET_EXPIRED', 'This link has expired. Ask for a new one.'),
  },
  profileUpdated: declare('SIGN_IN_PROFILE_UPDATED', 'Profile updated.'),
  passwordChanged: declare('SIGN_IN_PASSWORD_CHANGED', 'Password updated.'),
  /** The county's own lockout words (002 §3 User Access), shown as the county wrote them. */
  lockout: declare('SIGN_IN_LOCKOUT', ({ message }: { message: string }) => message),
  guestHasNoProfile: declare('SIGN_IN_GUEST_HAS_NO_PROFILE', 'The guest user has no profile.'),
} as const;

/** The second step of a staff sign-in (issue 28): the authenticator's code, enrolment, recovery codes, reset. */
export const secondStepMessages = {
  needed: declare('SECOND_STEP_NEEDED', 'Enter the code from your authenticator app.'),
  enrolNeeded: declare(
    'SECOND_STEP_ENROL_NEEDED',
    'This user must set up two-step verification: scan the code with an authenticator app, then enter the code it shows.',
  ),
  wrongCode: declare(
    'SECOND_STEP_WRONG_CODE',
    'The code is incorrect. Enter the current code from your authenticator app, or a recovery code.',
  ),
  codeUsed: declare(
    'SECOND_STEP_CODE_USED',
    'This code has already been used. Wait for the next code from your authenticator app.',
  ),
  signInAgain: declare('SECOND_STEP_SIGN_IN_AGAIN', 'This sign-in has expired or was already used. Sign in again.'),
  notForEnrolment: declare(
    'SECOND_STEP_NOT_FOR_ENROLMENT',
    'This user has two-step verification set up already. Sign in again.',
  ),
  enrolled: declare(
    'SECOND_STEP_ENROLLED',
    'Two-step verification is set up. Keep these recovery codes somewhere safe: each works once, and they are not shown again.',
  ),
  /** Its catalog texts are plural forms by `count` (the recovery codes left). */
  recoveryCodeUsed: declare(
    'SECOND_STEP_RECOVERY_CODE_USED',
    ({ count }: { count: number }) => `Recovery code accepted. ${count} recovery code${count === 1 ? '' : 's'} left.`,
  ),
  reset: declare(
    'SECOND_STEP_RESET',
    'Two-step verification reset: the user will set it up again at the next sign-in.',
  ),
  notEnrolled: declare('SECOND_STEP_NOT_ENROLLED', 'This user has no two-step verification to reset.'),
} as const;
