import type { UsageBalance } from '@landrecords/contracts/auth/current-user';
import type { PasswordChangePayload, ProfilePayload } from '@landrecords/contracts/auth/payloads';
import { get, post } from '../../lib/api/client';

export type Profile = ProfilePayload & { username: string };

export const logout = () => get<null>('auth/logout');
export const refreshUsageBalance = (userId: number) =>
  post<{ usageBalance: UsageBalance | null }>('currentUser/usageBalance', { userId });
export const loadProfile = () => get<Profile>('currentUser/profile');
export const saveProfile = (profile: ProfilePayload) => post<null>('currentUser/profile', profile);
export const changePassword = (body: PasswordChangePayload) => post<null>('currentUser/password', body);
