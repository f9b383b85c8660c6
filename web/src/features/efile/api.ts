import type { Envelope } from '@landrecords/contracts/envelope';
import type { UsageBalance } from '@landrecords/contracts/auth/current-user';
import { callForEnvelope, csrfToken, get } from '../../lib/api/client';
import { ApiError } from '../../lib/api/errors';
import { serverUrl } from '../../lib/product';
import type { EfileFields, EfileGuidance, EfileSubmission, UploadedImage } from './types';

/** GET efile/settings: the county's guidance and acknowledgement, public (002 §2.1, §3 E-file config). */
export const loadEfileGuidance = (signal?: AbortSignal) => get<EfileGuidance>('efile/settings', { signal });

/** GET currentUser/profile (002 §7): what Use profile fills the filer's fields from. */
export type EfileProfile = {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  email: string;
};
export const loadProfile = () => get<EfileProfile>('currentUser/profile');

export type UploadProgress = { loaded: number; total: number };

/**
 * POST efile/image (002 §7): the file and a json part with the e-file fields, as one multipart body sent by
 * XMLHttpRequest, whose upload events tell how much has gone (fetch cannot report a request body's progress).
 * Answers the page count, the charges and the server's pre-check warnings, or throws an ApiError as every call.
 */
export function uploadImage(
  file: File,
  fields: EfileFields,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Envelope<UploadedImage>> {
  const body = new FormData();
  // The fields first, so the server knows them before the file streams in.
  body.append('json', new Blob([JSON.stringify(fields)], { type: 'application/json' }), 'fields.json');
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${serverUrl()}efile/image`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    const token = csrfToken();
    if (token) request.setRequestHeader('x-csrf-token', token);
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total || file.size });
    request.onload = () => {
      let envelope: Envelope<UploadedImage> | null;
      try {
        envelope = JSON.parse(request.responseText) as Envelope<UploadedImage>;
      } catch {
        envelope = null;
      }
      const ok = request.status >= 200 && request.status < 300 && envelope?.ok;
      if (ok && envelope) resolve(envelope);
      else reject(new ApiError(request.status, request.statusText, envelope));
    };
    request.onerror = () => reject(new ApiError(0, '', null));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** POST efile/submission (002 §7): the fields, the stored image and the payment (0 for account users). */
export const submitEfile = (submission: EfileSubmission) =>
  callForEnvelope<{ transactionNumber: string; usageBalance: UsageBalance | null }>(
    'POST',
    'efile/submission',
    submission,
  );

/** POST creditcard/efileCapture: the provider's token for a capture of the upload's total, in dollars. */
export const captureToken = (amount: string, imageId: string) =>
  callForEnvelope<{ tokenResults: { token: string } }>('POST', 'creditcard/efileCapture', { amount, imageId });

/** POST creditcard/efileAuthAndCaptureResponse: the card frame's transactResponse, confirmed by the server. */
export const completeCapture = (response: string) =>
  callForEnvelope<{ paymentTransactionId?: string | number } | null>('POST', 'creditcard/efileAuthAndCaptureResponse', {
    response,
  });
