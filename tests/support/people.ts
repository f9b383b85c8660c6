import type { Role } from '../../contracts/codes';
import { hashPassword } from '../../services/auth/password';
import type { Queryable } from '../../services/platform/database';
import { createUser } from '../../services/users/user.commands';

export type GivenUser = { username: string; password?: string; role?: Role; accountId: number; email?: string };

/** A user made through the user commands, as staff would make one: active unless told otherwise. */
export async function givenUser(db: Queryable, user: GivenUser & { status?: 'A' | 'P' }): Promise<number> {
  return createUser(
    db as Parameters<typeof createUser>[0],
    {
      username: user.username,
      role: user.role ?? 'USER',
      accountId: user.accountId,
      viewJudicialProtection: false,
      firstName: 'Rosa',
      lastName: 'Camacho',
      company: '',
      address: '12 Middle Road',
      city: 'Garapan',
      state: 'MP',
      zip: '96950',
      email: user.email ?? `${user.username.replace(/[^a-z0-9]/gi, '')}@example.com`,
      phoneFormatType: 'STANDARD',
      phone: '(670) 555-0142',
      language: 'ENGLISH',
      passwordHash: await hashPassword(user.password ?? 'Secret#2024'),
      status: user.status ?? 'A',
      source: 'manager',
    },
    { system: 'test' },
  );
}
