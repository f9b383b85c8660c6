import type {
  AlertConfirmAnswer,
  AlertFrequencyRequest,
  AlertMine,
  AlertSettings,
  AlertSubscribe,
  Watch,
} from '@landrecords/contracts/alerts/index';
import type { HomeContent } from '@landrecords/contracts/config/home';
import { callForEnvelope, get, post, postForMessage } from '../../lib/api/client';

/** Whether the county offers property alerts (public). */
export const alertsSettingsQuery = {
  queryKey: ['alerts', 'settings'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => get<AlertSettings>('alerts/settings', { signal }),
  staleTime: 5 * 60_000,
} as const;

/** The recorder's office to call, from the county's public home content (its Contact Us). */
export const recorderContactQuery = {
  queryKey: ['home'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => get<HomeContent>('home/all', { signal }),
  select: (home: HomeContent) => ({
    // "Lourdes Camacho, County Recorder": the person with their office, or the county's name alone.
    name: [home.common.contactName, home.common.contactTitle].filter(Boolean).join(', ') || home.common.countyName,
    phone: home.common.contactPhone,
  }),
  staleTime: 5 * 60_000,
} as const;

export const subscribe = (request: AlertSubscribe) => postForMessage('alerts/subscribe', request);
export const confirmAlerts = (token: string) => post<AlertConfirmAnswer>('alerts/confirm', { token });
export const unsubscribeAlerts = (token: string) => postForMessage('alerts/unsubscribe', { token });

export const myAlertsQuery = {
  queryKey: ['alerts', 'mine'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => get<AlertMine>('alerts/mine', { signal }),
} as const;

/** The signed-in user's changes: each answers the subscription as it now is, and the message saying what changed. */
const mine = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
  const envelope = await callForEnvelope<AlertMine>(method, path, body);
  return {
    mine: envelope.content as AlertMine,
    message: { code: envelope.code ?? '', text: envelope.message ?? '', params: envelope.params },
  };
};
export const addMyWatch = (watch: Watch) => mine('POST', 'alerts/mine/watches', watch);
export const removeMyWatch = (id: string) => mine('DELETE', `alerts/mine/watches/${encodeURIComponent(id)}`);
export const saveMyFrequency = (request: AlertFrequencyRequest) => mine('PUT', 'alerts/mine/frequency', request);
export const stopMyAlerts = () => mine('POST', 'alerts/mine/unsubscribe', {});
