import type { Role } from '@landrecords/contracts/codes';
import type { SectionValues } from '@landrecords/contracts/config/index';
import type { SecondStepKind } from './tickets';

/**
 * Which second step a user with the right password must pass: 'verify' when it has a factor enrolled (whatever
 * the settings: what it set up is asked for), 'enrol' when the county's userAccess requires one of its role
 * (TRIMIN and COUNTY by secondStepStaff, ACCOUNT administrators by secondStepAccountAdmins) and it has none,
 * null when the password is enough. The guest never has one.
 */
export function secondStepFor(
  settings: Pick<SectionValues<'userAccess'>, 'secondStepStaff' | 'secondStepAccountAdmins'>,
  user: { role: Role; enrolled: boolean },
): SecondStepKind | null {
  if (user.role === 'GUEST') return null;
  if (user.enrolled) return 'verify';
  const required =
    ((user.role === 'TRIMIN' || user.role === 'COUNTY') && settings.secondStepStaff) ||
    (user.role === 'ACCOUNT' && settings.secondStepAccountAdmins);
  return required ? 'enrol' : null;
}
