import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { countyStaffRoles, type SearchType } from '@landrecords/contracts/codes';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import { rateOf, type RateName } from '@landrecords/contracts/config/rates';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import type { ExistingAccount } from '@landrecords/projections/accounts/index';
import { runLedgerCommand } from '../accounts/index';
import type { SearchCaller } from './search-caller';

/** The a la carte rate (002 §3) each search is charged at; the tract searches share TractBook's. */
const rateOfSearch: Record<SearchType, RateName> = {
  searchByAddress: 'searchAddress',
  searchByBookAndPage: 'searchBookAndPage',
  searchByDate: 'searchDate',
  searchByDocumentNumber: 'searchDocumentNumber',
  searchByLegalDescription: 'searchLegalDescription',
  searchByName: 'searchName',
  searchByParcelId: 'searchParcelId',
  searchByTorrensCertificate: 'searchTorrensCertificateNumber',
  searchByTorrensText: 'searchTorrensText',
  searchByGrantorGranteeBook: 'searchGrantorGranteeBook',
  searchByTractBookId: 'searchTractBook',
  searchByTractBookLegal: 'searchTractBook',
  searchByTractIndexNMI: 'searchTractBook',
  searchByPlat: 'searchPlat',
  searchByTaxLien: 'searchTaxLien',
};

export type ChargeOutcome = 'FREE' | 'CHARGED' | 'PAYMENT_NEEDED' | 'PAYMENT_NEEDED_AGAIN' | 'INSUFFICIENT';
/** What the caller paid, and the account's state after it (the ledger's evolve): its new balance. */
export type Charged = { outcome: ChargeOutcome; amountCents: number; account?: ExistingAccount };

export const searchRateName = (type: SearchType) => rateOfSearch[type];

const HOUR_MS = 60 * 60 * 1000;

/**
 * What is paid for is paid for the hour (of the clock, UTC): the same search paged, sorted, batched or printed,
 * and the same detail, are not charged again within it. The charge's id says so in the log: the user, a hash of
 * what was searched, the hour.
 */
export function chargeIdOf(kind: 'SEARCH' | 'DETAIL', userId: number, key: string, now: Date) {
  const hour = now.toISOString().slice(0, 13);
  return `${kind}:${userId}:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}:${hour}`;
}

/**
 * Charges a signed-in account user for a search or a detail (001 §4.2): an a la carte account pays its rate
 * from escrow, on its statement, or against the user's card preauthorization. A card user without one is
 * asked for it (PAYMENT_NEEDED), one whose charges would pass it is asked again (PAYMENT_NEEDED_AGAIN); an
 * escrow too low refuses (INSUFFICIENT). Staff, guests and the other account types are not charged here. The
 * charge's id is decided under the account stream's lock, so twenty identical searches at once pay once; a
 * Redis key per charge id spares the repeats of the hour that lock.
 */
export async function chargeFor(
  { pool, redis, config }: { pool: DatabasePool; redis: Redis; config: { QUEUE_PREFIX: string } },
  caller: Pick<SearchCaller, 'userId' | 'role' | 'accountId' | 'account'>,
  county: Pick<CountyConfig, 'aLaCarte' | 'creditCard'>,
  what: { kind: 'SEARCH' | 'DETAIL'; rate: RateName; key: string; description: string },
  metadata: EventMetadata,
  now = new Date(),
): Promise<Charged> {
  const free = { outcome: 'FREE' as const, amountCents: 0 };
  const account = caller.account;
  if (!account || account.accountType !== 'A_LA_CARTE') return free;
  if (caller.role === 'GUEST' || countyStaffRoles.includes(caller.role)) return free;
  const amountCents = rateOf(county, false, what.rate);
  const cardAmountCents = rateOf(county, true, what.rate);
  if (amountCents === 0 && cardAmountCents === 0) return free;
  const chargeId = chargeIdOf(what.kind, caller.userId, what.key, now);
  const paid = `${config.QUEUE_PREFIX}:paid:${chargeId}`;
  if (await redis.exists(paid)) return free;
  const { result, after, events } = await runLedgerCommand(pool, caller.accountId, metadata, {
    type: what.kind === 'SEARCH' ? 'ChargeSearch' : 'ChargeDetail',
    userId: caller.userId,
    role: caller.role,
    chargeId,
    amountCents,
    cardAmountCents,
    description: what.description,
  });
  if (result === 'CHARGED' || result === 'ALREADY_PAID') {
    const secondsLeft = Math.ceil((HOUR_MS - (now.getTime() % HOUR_MS)) / 1000);
    await redis.set(paid, '1', 'EX', secondsLeft);
  }
  if (result === 'ALREADY_PAID') return free;
  const charge = events.find((event) => event.type === 'AccountCharged')?.data as { amountCents: number } | undefined;
  return {
    outcome: result,
    amountCents: charge?.amountCents ?? 0,
    ...(after.account.exists ? { account: after.account } : {}),
  };
}

/** "Search by Book And Page": how a charge for a search reads on the transactions report. */
export const searchDescription = (type: SearchType) =>
  `Search by ${type.slice('searchBy'.length).replace(/([a-z])([A-Z])/g, '$1 $2')}`;
