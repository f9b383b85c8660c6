// The server's messages of contracts/ reach the reader in the reader's language.
import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next, { type TFunction } from 'i18next';
import { configMessages } from '@landrecords/contracts/config/messages';
import { httpMessages } from '@landrecords/contracts/http/messages';
import { imageMessages } from '@landrecords/contracts/images/messages';
import { searchMessages } from '@landrecords/contracts/search/messages';
import { messages } from '@landrecords/contracts/validation/messages';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import { translateMessage } from './server-messages';

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

  it('leaves the function-valued messages and a county’s own words as they came', () => {
    expect(translateMessage(tRu, imageMessages.noPage(3))).toBe('Document does not have a page 3');
    expect(translateMessage(tRu, 'Closed for the holiday.')).toBe('Closed for the holiday.');
    expect(translateMessage(tRu, messages.date.format)).toBe(ru.validation.date.format);
  });
});
