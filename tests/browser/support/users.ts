import { demoUsers, type DemoUser } from '../../../ops/demo/people';

export { demoUsers, type DemoUser };

/** A demo user's email address, as ops/demo/load.ts gives it: card.user01 → carduser01@demo-county.example. */
export const demoEmail = (username: string) => `${username.replace(/[^a-z0-9]/g, '')}@demo-county.example`;

/** A demo user by username, with the password README lists: `demoUser('escrow.admin').password`. */
export function demoUser(username: string): DemoUser & { email: string } {
  const user = demoUsers.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}; there are ${demoUsers.map((u) => u.username).join(', ')}`);
  return { ...user, email: demoEmail(username) };
}

/** A surname nobody in the demo county has, `<PREFIX>` and six letters: letters only, as a name watch folds them. */
export const uniqueSurname = (prefix: string) =>
  `${prefix}${Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

/** An address nobody has used, for a registration journey: `user-<random>@example.test`. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}
