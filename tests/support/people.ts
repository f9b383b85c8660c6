import type { Role } from '../../contracts/codes';
import { hashPassword } from '../../services/users/password';
import type { Queryable } from '../../projections/platform/database';
import { createUser, type NewUser } from '../../services/users/user.commands';

/** A user as the commands take it, with plain details: tests override what they are about. */
export const sampleUser = (overrides: Partial<NewUser> = {}): NewUser => ({
  username: 'ana.cruz01',
  role: 'USER',
  accountId: 7,
  viewJudicialProtection: false,
  firstName: 'Rosa',
  lastName: 'Camacho',
  company: '',
  address: '12 Middle Road',
  city: 'Garapan',
  state: 'MP',
  zip: '96950',
  email: 'rosa@example.com',
  phoneFormatType: 'STANDARD',
  phone: '(670) 555-0142',
  language: 'ENGLISH',
  passwordHash: 'hash',
  status: 'A',
  source: 'manager',
  ...overrides,
});

export type GivenUser = {
  username: string;
  password?: string;
  role?: Role;
  accountId: number;
  email?: string;
  viewJudicialProtection?: boolean;
};

/** A user made through the user commands, as staff would make one: active unless told otherwise. */
export async function givenUser(db: Queryable, user: GivenUser & { status?: 'A' | 'P' }): Promise<number> {
  return createUser(
    db as Parameters<typeof createUser>[0],
    sampleUser({
      username: user.username,
      role: user.role ?? 'USER',
      accountId: user.accountId,
      email: user.email ?? `${user.username.replace(/[^a-z0-9]/gi, '')}@example.com`,
      passwordHash: await hashPassword(user.password ?? 'Secret#2024'),
      status: user.status ?? 'A',
      viewJudicialProtection: user.viewJudicialProtection ?? false,
    }),
    { system: 'test' },
  );
}
