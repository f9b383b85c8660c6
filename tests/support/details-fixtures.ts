import type { FastifyInstance } from 'fastify';
import type { AccountDocType } from '@landrecords/contracts/accounts/account';
import type { Role } from '@landrecords/contracts/codes';
import type { SectionName } from '@landrecords/contracts/config/index';
import { legalSchema, type Legal } from '@landrecords/contracts/records/feed';
import { clientWithSession, type ApiClient } from './api-client';
import { givenAccount } from './accounts';
import { sampleUser } from './people';
import { setAccountDocTypes } from '../../services/accounts/account.commands';
import { saveSection } from '../../services/config/county-config';
import { createUser } from '../../services/users/user.commands';

const test = { system: 'test' };

import { searchTestApp as detailsApp, givenRecords } from './search-fixtures';

export { detailsApp, givenRecords };

/** An account with the document types whose images it may retrieve (and, with false, those it may not). */
export async function givenAccountWithImages(
  app: FastifyInstance,
  name: string,
  images: Record<string, boolean> = {},
): Promise<number> {
  const id = await givenAccount(app.ctx.pool, { name });
  const docTypes: AccountDocType[] = Object.entries(images).map(([documentType, imageRetrieval]) => ({
    documentType,
    imageChargeMethod: 'PAGE',
    imageRetrieval,
    previewRetrieval: true,
  }));
  if (docTypes.length > 0) await setAccountDocTypes(app.ctx.pool, id, docTypes, test);
  return id;
}

export type Searcher = { username: string; role?: Role; accountId: number; viewJudicialProtection?: boolean };

/** A real user, signed in: the calls read its account's document types and its protected-documents right. */
export async function signedInSearcher(app: FastifyInstance, user: Searcher): Promise<ApiClient> {
  const role = user.role ?? 'USER';
  const id = await createUser(
    app.ctx.pool,
    sampleUser({
      username: user.username,
      role,
      accountId: user.accountId,
      viewJudicialProtection: user.viewJudicialProtection ?? false,
      email: `${user.username.replace(/[^a-z0-9]/gi, '')}@example.com`,
    }),
    test,
  );
  return clientWithSession(app, { userId: String(id), username: user.username, role });
}

/** A county configuration section saved as TRIMIN would save it. */
export const givenSection = (app: FastifyInstance, section: SectionName, values: Record<string, unknown>) =>
  saveSection(app.ctx.pool, section, values, test);

/** A legal description with the parts a test names, the others blank as the feed fills them. */
export const legal = (parts: Partial<Legal> & Pick<Legal, 'type'>): Legal => legalSchema.parse(parts);

/** A user without the protected-documents right and one with it, of one account with no document types. */
export async function givenPlainCallers(app: FastifyInstance) {
  const account = await givenAccountWithImages(app, 'Marianas Title');
  return {
    searcher: await signedInSearcher(app, { username: 'title.clerk', accountId: account }),
    protectedViewer: await signedInSearcher(app, {
      username: 'law.clerk',
      accountId: account,
      viewJudicialProtection: true,
    }),
  };
}

/**
 * The callers of the detail tests. searcher: a user whose account retrieves DEED and GGB images but not MTG ones,
 * without the protected-documents right; protectedViewer: a user with that right, of an account with no document
 * types; accountAdmin: an account administrator without it; county and trimin: staff, who always have it.
 */
export async function givenDetailCallers(app: FastifyInstance) {
  const titleCo = await givenAccountWithImages(app, 'Marianas Title', { DEED: true, MTG: false, GGB: true });
  const lawFirm = await givenAccountWithImages(app, 'Commonwealth Law');
  return {
    searcher: await signedInSearcher(app, { username: 'title.clerk', accountId: titleCo }),
    protectedViewer: await signedInSearcher(app, {
      username: 'law.clerk',
      accountId: lawFirm,
      viewJudicialProtection: true,
    }),
    accountAdmin: await signedInSearcher(app, { username: 'title.admin', role: 'ACCOUNT', accountId: titleCo }),
    county: await signedInSearcher(app, { username: 'county.clerk', role: 'COUNTY', accountId: lawFirm }),
    trimin: await clientWithSession(app, { userId: '999999', username: 'provider.staff', role: 'TRIMIN' }),
  };
}

/** The API with the detail records imported and the detail callers signed in: what the detail tests share. */
export async function detailWorld(records: readonly unknown[]) {
  const env = await detailsApp();
  const callers = await givenDetailCallers(env.app);
  await givenRecords(env.app, records);
  return { ...env, callers };
}

export const detailCall = (client: ApiClient, call: string, body: unknown) => client.post(`/api/search/${call}`, body);
export const notFoundAnswer = {
  ok: false,
  message: 'Document not found.',
  code: 'DETAIL_NOT_FOUND',
  lockout: false,
  content: null,
};
