import { countyStaffRoles, searchTypes, type Role, type SearchType } from '@landrecords/contracts/codes';
import type { SectionValues } from '@landrecords/contracts/config/index';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { searchMessages as m } from '@landrecords/contracts/search/messages';
import { callerOfRequest, type Caller } from '@landrecords/projections/callers/index';
import { failure } from '../platform/http/envelope';
import { loginRequired } from '../platform/sessions/plugin';

import type { CallerRecordAccess } from '@landrecords/projections/search/index';

export type SearchCaller = CallerRecordAccess & {
  userId: number;
  role: Role;
  accountId: number;
  /** The searches the county enables and the account's page access allows (the current user's searchList). */
  searchList: readonly SearchType[];
  /** The account's balances, for the usage balance every answer carries. */
  account: NonNullable<Caller['user']>['account'];
  /** The county settings a search reads: its time zone, notable dates and the rates it charges. */
  county: {
    timeZone: string;
    notableDates: SectionValues<'notableDates'>;
    aLaCarte: SectionValues<'aLaCarte'>;
    creditCard: SectionValues<'creditCard'>;
  };
};

/**
 * What a search needs to know of its caller and the county, from what the session brought (no query of its own):
 * role, protected-document right, the account's document types and page access, the county's enabled searches
 * (002 §3 Search 1), its time zone and notable dates. None for a user no longer active.
 */
export function searchCallerFrom({ user, county }: Caller): SearchCaller | null {
  if (!user || user.status !== 'A') return null;
  const access = county.search.searchAccess === 'configurable' ? user.pageAccess : {};
  const enabled = county.search as Partial<Record<SearchType, unknown>>;
  return {
    userId: user.id,
    role: user.role,
    accountId: user.accountId,
    viewProtected: countyStaffRoles.includes(user.role) || user.viewJudicialProtection,
    allImages: countyStaffRoles.includes(user.role),
    docTypes: user.docTypes,
    account: user.account,
    searchList: searchTypes.filter((type) => enabled[type] !== false && access[type] !== false),
    county: {
      timeZone: county.common.timeZone,
      notableDates: county.notableDates,
      aLaCarte: county.aLaCarte,
      creditCard: county.creditCard,
    },
  };
}

/** The caller of a search, or undefined after answering the refusal: signed out (403 LOGIN) or not theirs. */
export async function searchCallerFor(request: FastifyRequest, reply: FastifyReply, type: SearchType) {
  const caller = searchCallerFrom(callerOfRequest(request));
  if (!caller) return void loginRequired(reply);
  if (!caller.searchList.includes(type)) return void reply.code(403).send(failure(m.notAvailable));
  return caller;
}
