import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { PageSelectionMethod } from '@landrecords/contracts/images/preview';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { UserFacingError } from '../platform/http/errors';

/** The image state of 000 §3: one document's selection and pending order, its session's alone, for a while. */
export type ImageState = {
  kind: 'DOCUMENT';
  guid: string;
  owner: string;
  userId: number;
  accountId: number;
  sourcedDocKey: SourcedDocKey;
  imageKey: string;
  documentKey: string;
  documentType: string;
  instrumentCode: string;
  title: string;
  pageCount: number;
  pageSelectionMethod: PageSelectionMethod;
  selectedAsCsv: string;
  pages: number[];
  /** Set once paid: the pages the download may hold. */
  paid: boolean;
};

/** A flat-fee add-on being bought (000 §4 Flat fee add-on flow): the option chosen, once chosen. */
export type AddOnState = {
  kind: 'ADD_ON';
  guid: string;
  owner: string;
  userId: number;
  accountId: number;
  option: number | null;
};

/** Half an hour: long enough to top up a balance on the card page, short enough not to pile up. */
export const IMAGE_STATE_SECONDS = 30 * 60;

/** Where the states are kept: the context's Redis, under its prefix (as the queues and throttles are). */
export type StateStore = { redis: Redis; config: { QUEUE_PREFIX: string } };
const keyOf = (store: StateStore, guid: string) => `${store.config.QUEUE_PREFIX}:image-state:${guid}`;

/** The session a state belongs to: its user and its CSRF token (one per session), hashed. */
export function ownerOf(request: FastifyRequest): string {
  const session = request.session!;
  return createHash('sha256').update(`${session.userId}\u0000${session.csrfToken}`).digest('base64url');
}

export const newImageStateGuid = () => randomUUID();

export async function saveImageState(store: StateStore, state: ImageState | AddOnState): Promise<void> {
  await store.redis.set(keyOf(store, state.guid), JSON.stringify(state), 'EX', IMAGE_STATE_SECONDS);
}

/** The caller's state of that kind; another session's, an expired or a cancelled one answer alike. */
async function stateOf<Kind extends (ImageState | AddOnState)['kind']>(
  store: StateStore,
  request: FastifyRequest,
  guid: string,
  kind: Kind | null,
): Promise<Extract<ImageState | AddOnState, { kind: Kind }>> {
  const text = await store.redis.get(keyOf(store, guid));
  const state = text ? (JSON.parse(text) as ImageState | AddOnState) : null;
  if (!state || state.owner !== ownerOf(request) || (kind !== null && state.kind !== kind)) {
    throw new UserFacingError(m.noImageState, 404);
  }
  return state as Extract<ImageState | AddOnState, { kind: Kind }>;
}

export const imageStateOf = (store: StateStore, request: FastifyRequest, guid: string) =>
  stateOf(store, request, guid, 'DOCUMENT');
export const addOnStateOf = (store: StateStore, request: FastifyRequest, guid: string) =>
  stateOf(store, request, guid, 'ADD_ON');

/** imaging/cancelImageState: a download's or an add-on's. */
export async function cancelImageState(store: StateStore, request: FastifyRequest, guid: string): Promise<void> {
  await stateOf(store, request, guid, null);
  await store.redis.del(keyOf(store, guid));
}
