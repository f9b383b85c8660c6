/** A username is unique among users not deleted; answered 409 with this message (any 4xx error's message is). */
export class UsernameTakenError extends Error {
  readonly statusCode = 409;
  constructor() {
    super('That username is already taken. Choose another.');
    this.name = 'UsernameTakenError';
  }
}
