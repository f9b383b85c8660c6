// Users the browser tests make for themselves through the user manager's API, with a staff page's session.
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { query } from './database';
import { apiAs } from './portal';

/** The password of every user made here. */
export const newUserPassword = 'Secret#123';

/**
 * A new user of the demo county's escrow account, `<prefix><time>`, made through the user manager with the page's
 * (staff) session: its id and username.
 */
export async function givenEscrowUser(page: Page, prefix: string, role: 'USER' | 'ACCOUNT') {
  const [escrow] = await query<{ id: number }>(`SELECT id FROM accounts WHERE name ILIKE '%escrow%' LIMIT 1`);
  const username = `${prefix}${Date.now().toString(36)}`;
  const made = (await apiAs(page, 'userManager/user', {
    id: 0,
    username,
    role,
    accountId: escrow!.id,
    password: newUserPassword,
    passwordConfirm: newUserPassword,
    firstName: 'Pat',
    lastName: 'Reyes',
    email: `${username.replace(/\W/g, '')}@example.test`,
  })) as { ok: boolean; content: { id: number } };
  expect(made).toMatchObject({ ok: true });
  return { id: made.content.id, username };
}
