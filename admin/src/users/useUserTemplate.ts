import { useQuery } from '@tanstack/react-query';
import type { Role } from '@landrecords/contracts/codes';
import { userManager } from './api';

/** A new user's form as the server starts it, with what the caller may give (002 §6). */
export type UserTemplate = {
  id: 0;
  role: Role;
  accountId: number;
  accountName: string;
  viewJudicialProtection?: boolean;
  phoneFormatType: 'STANDARD' | 'INTERNATIONAL';
  status: 'A';
  allowableRoles: Role[];
  allowableAccounts: Array<{ id: number; name: string }>;
};

/**
 * The caller's allowable user types and accounts, and whether it sees View Protected Documents (only county
 * staff's template carries it): GET userManager/user/0 (002 §7).
 */
export function useUserTemplate() {
  return useQuery({
    queryKey: ['userManager', 'user', 0],
    queryFn: async () => (await userManager<UserTemplate>('user/0')).content!,
    staleTime: 60_000,
  });
}

export const seesProtected = (template: UserTemplate | undefined) =>
  template !== undefined && 'viewJudicialProtection' in template;
