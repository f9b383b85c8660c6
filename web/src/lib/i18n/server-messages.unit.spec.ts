// The server's and the shared rules' messages reach the reader in the reader's language, by their code.
import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next, { type TFunction } from 'i18next';
import {
  configMessages,
  httpMessages,
  imageMessages,
  messages,
  paymentMessages,
  searchMessages,
  signInMessages,
} from '@landrecords/contracts/messages';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import ru from '../../locales/ru.json';
import {
  catalogTextsOfMessages,
  translateEnvelopeMessage,
  translateMessage,
} from '@landrecords/ui/i18n/server-messages';

let t: TFunction;
let tRu: TFunction;
let tJa: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: en }, ru: { translation: ru }, ja: { translation: ja } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  t = i18n.getFixedT('en');
  tRu = i18n.getFixedT('ru');
  tJa = i18n.getFixedT('ja');
});

describe('translateMessage', () => {
  it('translates a declared message by its code', () => {
    expect(translateMessage(tRu, searchMessages.noRecords)).toBe(ru.messages.SEARCH_NO_RECORDS);
    expect(translateMessage(tRu, configMessages.percent)).toBe(ru.messages.CONFIG_PERCENT);
    expect(translateMessage(tRu, imageMessages.noImage)).toBe(ru.messages.IMAGE_NO_IMAGE);
    expect(translateMessage(tRu, httpMessages.conflict)).toBe(ru.messages.HTTP_CONFLICT);
    expect(ru.messages.HTTP_CONFLICT).not.toBe(httpMessages.conflict.text);
  });

  it('translates an envelope by its code and values, whatever its English says', () => {
    const envelope = { message: 'Document does not have a page 3', code: 'IMAGE_NO_PAGE', params: { page: 3 } };
    expect(translateEnvelopeMessage(tRu, envelope)).toBe(ru.messages.IMAGE_NO_PAGE.replace('{{page}}', '3'));
    const registered = signInMessages.registered({ count: 1 });
    expect(translateEnvelopeMessage(t, { message: registered.text, ...registered })).toBe(registered.text);
    expect(translateEnvelopeMessage(t, { message: null })).toBe('');
  });

  it('keeps the English exactly as contracts write it, braces included', () => {
    for (const message of [searchMessages.searchTooLong, configMessages.linkTemplate, httpMessages.conflict]) {
      expect(translateMessage(t, message)).toBe(message.text);
    }
    expect(translateMessage(tRu, configMessages.linkTemplate)).toContain('{parcelId}');
  });

  it('finds a form’s field error (zod’s text) again by its English, built ones included', () => {
    expect(translateMessage(tRu, messages.zip.length.text)).toBe(ru.messages.VALIDATION_ZIP_LENGTH);
    const built = [
      [imageMessages.noPage({ page: 3 }), ru.messages.IMAGE_NO_PAGE, '{{page}}', '3'],
      [paymentMessages.belowMinimum({ min: '$25.00' }), ru.messages.PAYMENT_BELOW_MINIMUM, '{{min}}', '$25.00'],
      [imageMessages.notAPage({ part: '1-' }), ru.messages.IMAGE_NOT_A_PAGE, '{{part}}', '1-'],
      [configMessages.max({ max: 60 }), ru.messages.CONFIG_MAX, '{{max}}', '60'],
    ] as const;
    for (const [message, catalog, hole, value] of built) {
      expect(translateMessage(tRu, message.text)).toBe(catalog.replace(hole, value));
      expect(translateMessage(t, message)).toBe(message.text);
    }
    expect(ru.messages.PAYMENT_BELOW_MINIMUM).not.toBe(en.messages.PAYMENT_BELOW_MINIMUM);
  });

  it('counts hours in the registration notice by the language’s plural forms', () => {
    expect(translateMessage(t, signInMessages.registered({ count: 1 }))).toBe(
      signInMessages.registered({ count: 1 }).text,
    );
    expect(translateMessage(t, signInMessages.registered({ count: 4 }))).toBe(
      signInMessages.registered({ count: 4 }).text,
    );
    expect(translateMessage(tJa, signInMessages.registered({ count: 4 }))).toBe(
      ja.messages.SIGN_IN_REGISTERED_other.replace('{{count}}', '4'),
    );
  });

  it('keeps each message’s English in the catalog as contracts/ declares it', () => {
    const english = en.messages as Record<string, string>;
    for (const { key, text } of catalogTextsOfMessages()) {
      const code = key.replace('messages.', '');
      expect({ key, text: english[code] ?? english[`${code}_other`] }).toEqual({ key, text });
    }
  });

  it('leaves a county’s own words as they came', () => {
    expect(translateMessage(tRu, 'Closed for the holiday.')).toBe('Closed for the holiday.');
    const lockout = signInMessages.lockout({ message: 'Closed for the holiday.' });
    expect(translateMessage(tRu, lockout)).toBe('Closed for the holiday.');
  });
});
