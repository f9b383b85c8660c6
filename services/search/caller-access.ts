import type { FastifyRequest } from 'fastify';
import { countyStaffRoles, type Role } from '@landrecords/contracts/codes';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import type { CallerRecordAccess } from '@landrecords/projections/search/index';
import { searchCallerFrom } from './search-caller';

export type { CallerRecordAccess };

/**
 * TRIMIN and COUNTY always see protected documents; anyone else when the user is allowed to view judicially
 * protected documents (000 §6, 002 §2.3). Read with the call's session, so a change in the user manager applies
 * at once.
 */
export function callerRecordAccess(request: FastifyRequest): CallerRecordAccess {
  const caller = searchCallerFrom(callerOfRequest(request));
  const staff = countyStaffRoles.includes(request.session!.role as Role);
  return caller ?? { viewProtected: staff, allImages: staff, docTypes: [] };
}
