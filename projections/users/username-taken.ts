import { userAdminMessages } from '@landrecords/contracts/users/messages';

/** A username is unique among users not deleted; answered 409 with its declared message. */
export class UsernameTakenError extends Error {
  readonly statusCode = 409;
  readonly declared = userAdminMessages.usernameTaken;
  constructor() {
    super(userAdminMessages.usernameTaken.text);
    this.name = 'UsernameTakenError';
  }
}
