// The server's messages of contracts/ reach the reader in the reader's language.
import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next, { type TFunction } from 'i18next';
import { configMessages } from '@landrecords/contracts/config/messages';
import { httpMessages } from '@landrecords/contracts/http/messages';
import { imageMessages } from '@landrecords/contracts/images/messages';
import { paymentMessages } from '@landrecords/contracts/payments/messages';
import { searchMessages } from '@landrecords/contracts/search/messages';
import { messages } from '@landrecords/contracts/validation/messages';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import { catalogTextsOfBuiltMessages, translateMessage } from './server-messages';

let t: TFunction;
let tRu: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { en: { translation: en }, ru: { translation: ru } }, lng: 'en', fallbackLng: 'en' });
  t = i18n.getFixedT('en');
  tRu = i18n.getFixedT('ru');
});

describe('translateMessage', () => {
  it('turns the search, config, preview and conflict messages into the reader’s language', () => {
    expect(translateMessage(tRu, searchMessages.noRecords)).toBe(ru.search.noRecords);
    expect(translateMessage(tRu, configMessages.percent)).toBe(ru.config.percent);
    expect(translateMessage(tRu, imageMessages.noImage)).toBe(ru.images.noImage);
    expect(translateMessage(tRu, httpMessages.conflict)).toBe(ru.http.conflict);
    expect(ru.http.conflict).not.toBe(httpMessages.conflict);
  });

  it('keeps the English exactly as contracts write it, braces included', () => {
    for (const text of [searchMessages.searchTooLong, configMessages.linkTemplate, httpMessages.conflict]) {
      expect(translateMessage(t, text)).toBe(text);
    }
    expect(translateMessage(tRu, configMessages.linkTemplate)).toContain('{parcelId}');
  });

  it('looks a text two trees share up under its first key', () => {
    expect(translateMessage(tRu, searchMessages.required)).toBe(ru.validation.required);
    expect(translateMessage(tRu, configMessages.phone)).toBe(ru.validation.phone.standard);
  });

  it('translates a message built from a value with the value in its place', () => {
    const built = [
      [imageMessages.noPage(3), ru.images.noPage, '3'],
      [paymentMessages.belowMinimum('$25.00'), ru.payments.belowMinimum, '$25.00'],
      [imageMessages.notAPage('1-'), ru.images.notAPage, '1-'],
      [configMessages.max(60), ru.portal.max, '60'],
    ] as const;
    for (const [english, catalog, value] of built) {
      expect(translateMessage(tRu, english)).toBe(catalog.replace('{{value}}', value));
      expect(translateMessage(t, english)).toBe(english);
    }
    expect(ru.payments.belowMinimum).not.toBe(en.payments.belowMinimum);
  });

  it('keeps each built message’s English in the catalog as the function writes it', () => {
    const english = en as unknown as Record<string, Record<string, string>>;
    for (const { key, text } of catalogTextsOfBuiltMessages()) {
      const [section, name] = key.split('.') as [string, string];
      expect({ key, text: english[section]?.[name] }).toEqual({ key, text });
    }
  });

  it('leaves a county’s own words as they came', () => {
    expect(translateMessage(tRu, 'Closed for the holiday.')).toBe('Closed for the holiday.');
    expect(translateMessage(tRu, messages.date.format)).toBe(ru.validation.date.format);
  });
});
