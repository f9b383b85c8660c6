import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { countyStaffRoles, type SearchType } from '@landrecords/contracts/codes';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import { rateOf, type RateName } from '@landrecords/contracts/config/rates';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { buyerFrom, chargeMethodOf, coverage, decideOnLedger } from '../accounts/index';
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
export type Charged = { outcome: ChargeOutcome; amountCents: number };

export const searchRateName = (type: SearchType) => rateOfSearch[type];

/** What is paid for, once an hour: the same search paged, sorted, batched or printed is not charged again. */
const paidKey = (prefix: string, userId: number, what: string) =>
  `${prefix}:paid:${userId}:${createHash('sha256').update(what).digest('base64url')}`;
const PAID_SECONDS = 60 * 60;

/**
 * Charges a signed-in account user for a search or a detail (001 §4.2): an a la carte account pays its rate
 * from escrow, on its statement, or against the user's card preauthorization. A card user without one is
 * asked for it (PAYMENT_NEEDED), one whose charges would pass it is asked again (PAYMENT_NEEDED_AGAIN); an
 * escrow too low refuses (INSUFFICIENT). Staff, guests and the other account types are not charged here.
 */
export async function chargeFor(
  { pool, redis, config }: { pool: DatabasePool; redis: Redis; config: { QUEUE_PREFIX: string } },
  caller: Pick<SearchCaller, 'userId' | 'role' | 'accountId' | 'account'>,
  county: Pick<CountyConfig, 'aLaCarte' | 'creditCard'>,
  what: { kind: 'SEARCH' | 'DETAIL'; rate: RateName; key: string; description: string },
  metadata: EventMetadata,
): Promise<Charged> {
  const free = { outcome: 'FREE' as const, amountCents: 0 };
  const account = caller.account;
  if (!account || account.accountType !== 'A_LA_CARTE') return free;
  if (caller.role === 'GUEST' || countyStaffRoles.includes(caller.role)) return free;
  const byCard = account.paymentMethod === 'CREDIT_CARD';
  const amountCents = rateOf(county, byCard, what.rate);
  if (amountCents === 0) return free;
  const paid = paidKey(config.QUEUE_PREFIX, caller.userId, what.key);
  if (await redis.exists(paid)) return free;
  const identity = { userId: caller.userId, role: caller.role, accountId: caller.accountId };
  const { outcome } = await decideOnLedger(
    pool,
    caller.accountId,
    metadata,
    async (_tx, snapshot) => {
      const buyer = buyerFrom(identity, snapshot);
      const method = chargeMethodOf(snapshot);
      if (!coverage(method, buyer, amountCents).sufficient) {
        const outcome: ChargeOutcome =
          method !== 'CREDIT_CARD' ? 'INSUFFICIENT' : buyer.authorization ? 'PAYMENT_NEEDED_AGAIN' : 'PAYMENT_NEEDED';
        return { events: [], result: { outcome } };
      }
      return {
        events: [
          {
            type: 'AccountCharged',
            data: {
              accountId: caller.accountId,
              userId: caller.userId,
              chargeId: randomUUID(),
              kind: what.kind,
              method,
              amountCents,
              images: 0,
              description: what.description,
              ...(method === 'CREDIT_CARD' ? { authorizationId: buyer.authorization!.authorizationId } : {}),
            },
          },
        ],
        result: { outcome: 'CHARGED' as ChargeOutcome },
      };
    },
    { userId: caller.userId },
  );
  if (outcome === 'CHARGED') await redis.set(paid, '1', 'EX', PAID_SECONDS);
  return { outcome, amountCents: outcome === 'CHARGED' ? amountCents : 0 };
}

/** "Search by Book And Page": how a charge for a search reads on the transactions report. */
export const searchDescription = (type: SearchType) =>
  `Search by ${type.slice('searchBy'.length).replace(/([a-z])([A-Z])/g, '$1 $2')}`;
