// The error catalogue of 000 §8, as the portal words it in English and in another language.
import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next, { type TFunction } from 'i18next';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import { errorText, loginErrorText, serverMessageText } from './error-text';
import { ApiError } from './errors';

const envelope = (message: string | null, code?: string, params?: Record<string, string | number>) => ({
  ok: false,
  message,
  ...(code ? { code } : {}),
  ...(params ? { params } : {}),
  lockout: false,
  content: null,
});
let t: TFunction;
let tJa: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { en: { translation: en }, ja: { translation: ja } }, lng: 'en', fallbackLng: 'en' });
  t = i18n.getFixedT('en');
  tJa = i18n.getFixedT('ja');
});

describe('the alert text of a failed call', () => {
  it('is ERROR: and the server’s message, in the reader’s language when the portal knows the message', () => {
    expect(errorText(t, new ApiError(400, 'Bad Request', envelope('Something the county wrote.')), 'X')).toBe(
      'ERROR: Something the county wrote.',
    );
    const known = new ApiError(
      401,
      'Unauthorized',
      envelope('The username or password is incorrect.', 'SIGN_IN_WRONG_CREDENTIALS'),
    );
    expect(errorText(t, known, 'X')).toBe('ERROR: The username or password is incorrect.');
    expect(errorText(tJa, known, 'X')).toContain(ja.messages.SIGN_IN_WRONG_CREDENTIALS);
  });

  it('is the HTTP status when the envelope has no message', () => {
    expect(errorText(t, new ApiError(502, 'Bad Gateway', envelope(null)), 'X')).toBe('HTTP status 502 (Bad Gateway)');
  });

  it('is the unexpected error, with the status when one came, when no envelope came', () => {
    expect(errorText(t, new ApiError(503, 'Service Unavailable', null), 'X')).toBe(
      'An unexpected error has occurred (503)',
    );
    expect(errorText(t, new ApiError(0, '', null), 'X')).toBe('An unexpected error has occurred');
  });

  it('falls back to naming whom to contact', () => {
    expect(errorText(t, new TypeError('x is undefined'), 'Demo County')).toBe(
      'An error occurred, please note the steps you took and contact Demo County.',
    );
  });
});

describe('the login page’s red box', () => {
  it('shows the server’s message, error 101 when no answer came, 102 otherwise', () => {
    expect(loginErrorText(t, new ApiError(401, '', envelope('The username or password is incorrect.')))).toBe(
      'The username or password is incorrect.',
    );
    expect(loginErrorText(t, new ApiError(0, '', null))).toBe('An unexpected error 101 has occurred.');
    expect(loginErrorText(t, new ApiError(500, '', null))).toBe('An unexpected error 102 has occurred.');
    expect(loginErrorText(t, new Error('boom'))).toBe('An unexpected error 102 has occurred.');
  });
});

describe('registration, recovery, profile and password failures', () => {
  it('show the server’s message alone, translated when known', () => {
    const message = 'Registration received. We have emailed you a link to complete it; it works for 4 hours.';
    const registered = envelope(message, 'SIGN_IN_REGISTERED', { count: 4 });
    expect(serverMessageText(t, new ApiError(400, '', registered))).toBe(message);
    expect(serverMessageText(tJa, new ApiError(400, '', registered))).toBe(
      ja.messages.SIGN_IN_REGISTERED_other.replace('{{count}}', '4'),
    );
    const zip = envelope('5-digit zip.', 'VALIDATION_ZIP_LENGTH');
    expect(serverMessageText(t, new ApiError(400, '', zip))).toBe('5-digit zip.');
    expect(serverMessageText(tJa, new ApiError(400, '', zip))).toBe(ja.messages.VALIDATION_ZIP_LENGTH);
  });
});
