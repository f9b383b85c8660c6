/** What sign-in, registration and recovery say; the spec leaves these words to the server (000 §8). */
export const signInMessages = {
  wrongCredentials: 'The username or password is incorrect.',
  currentPasswordWrong: 'The current password is incorrect.',
  nowLocked:
    'Too many failed attempts: this user is now locked. To unlock it, reset your password from the login page, or contact the county.',
  waitAfterFailures: 'Several failed attempts for this username: wait a few seconds and try again.',
  status: {
    A: '',
    P: 'Registration is not complete. Use the link in the email we sent you.',
    I: 'This user is inactive. Contact the county.',
    L: 'This user is locked. To unlock it, reset your password from the login page, or contact the county.',
  },
  signedOut: 'You are logged out.',
  tooManyRequests: 'Too many attempts. Wait a few minutes and try again.',
  selfRegistrationOff: 'Self-registration is not available.',
  noRegistrationAccount: 'Self-registration is not available: the county has no account for public users.',
  registered: (hours: number) =>
    `Registration received. We have emailed you a link to complete it; it works for ${hours} hour${hours === 1 ? '' : 's'}.`,
  registrationComplete: 'Registration complete.',
  forgotUsernameSent: 'If that email address is registered, we have emailed the username to it.',
  forgotPasswordSent: 'If the username and email address match, we have emailed a link to reset the password.',
  forgotPasswordOff: 'Password recovery is not available. Contact the county.',
  passwordUpdated: 'Password updated. You may now log in.',
  ticket: {
    unknown: 'This link is not valid.',
    used: 'This link has already been used.',
    expired: 'This link has expired. Ask for a new one.',
  },
  profileUpdated: 'Profile updated.',
  passwordChanged: 'Password updated.',
  guestHasNoProfile: 'The guest user has no profile.',
} as const;
