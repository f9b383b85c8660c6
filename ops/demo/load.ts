import { hashPassword } from '../../services/users/index';
import { createAccount, setAccountDocTypes, setFlatFeeUsage } from '../../services/accounts/index';
import { saveSection } from '../../services/config/index';
import type { DatabasePool } from '../../projections/platform/database';
import { appendToStream, ConcurrencyError } from '../../projections/platform/eventstore/index';
import { createUser } from '../../services/users/index';
import { isSectionName } from '../../contracts/config/index';
import { demoCounty } from './county';
import { documentTypes } from './records/code-lists';
import { demoAccounts, demoUsers } from './people';

const seed = { system: 'demo-data' };

/**
 * Loads the demo county's configuration, accounts and users, once: the first load appends a marker event in
 * the same transaction, so a second start (or two at once) changes nothing. Resolves true when it loaded.
 */
export async function loadDemoData(pool: DatabasePool): Promise<boolean> {
  const hashes = new Map(
    await Promise.all(demoUsers.map(async (user) => [user.username, await hashPassword(user.password)] as const)),
  );
  try {
    await pool.transaction(async (tx) => {
      await appendToStream(tx, 'demo-data', [{ type: 'DemoDataLoaded', data: {}, metadata: seed }], 'no_stream');
      for (const [section, values] of Object.entries(demoCounty)) {
        if (!isSectionName(section)) throw new Error(`The demo names an unknown section ${section}`);
        await saveSection(tx, section, values, seed);
      }
      const accountIds = new Map<string, number>();
      for (const { key, ...fields } of demoAccounts) {
        const id = await createAccount(tx, fields, seed);
        accountIds.set(key, id);
        await setAccountDocTypes(
          tx,
          id,
          Object.keys(documentTypes).map((documentType) => ({
            documentType,
            imageChargeMethod: documentType === 'PLAT' ? 'DOCUMENT' : 'PAGE',
            imageRetrieval: true,
            previewRetrieval: true,
          })),
          seed,
        );
        if (fields.accountType === 'FLAT_FEE') await setFlatFeeUsage(tx, id, 100, seed);
      }
      for (const user of demoUsers) {
        await createUser(
          tx,
          {
            username: user.username,
            role: user.role,
            accountId: accountIds.get(user.account)!,
            viewJudicialProtection: user.role === 'TRIMIN' || user.role === 'COUNTY',
            firstName: user.firstName,
            lastName: user.lastName,
            company: '',
            address: 'PO Box 1000',
            city: 'Saipan',
            state: 'MP',
            zip: '96950',
            email: `${user.username.replace(/[^a-z0-9]/g, '')}@demo-county.example`,
            phoneFormatType: 'STANDARD',
            phone: '(670) 555-0199',
            language: 'ENGLISH',
            passwordHash: hashes.get(user.username)!,
            status: 'A',
            source: 'demo',
          },
          seed,
        );
      }
    });
    return true;
  } catch (error) {
    if (error instanceof ConcurrencyError) return false;
    throw error;
  }
}
