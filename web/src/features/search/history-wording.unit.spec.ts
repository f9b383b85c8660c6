import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { historyWording, type Translate } from './history-wording';

const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en.json'), 'utf8'));
/** The English catalog with {{value}} filled in, as i18next does. */
const t: Translate = (key, options = {}) => {
  const text = key.split('.').reduce((node, part) => node?.[part], catalog);
  if (typeof text !== 'string') throw new Error(`No ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(options[name]));
};
const labels = { bookLabel: 'Book', torrensLabel: 'Torrens' };

describe('recent searches as a person would say them (issue 21)', () => {
  it('says a name search with its two names and where they were looked for', () => {
    const criteria = {
      grantorGranteeSearchIn: 'BOTH',
      grantorGranteeLastName1: 'MO',
      grantorGranteeFirstName1: '',
      grantorGranteeMiddleInitial1: '',
      andOr: 'AND',
      grantorGranteeLastName2: 'MO',
      documentType: 'ALL',
      instrumentGroup: 'ALL',
      fromRecordedDate: '',
      toRecordedDate: '',
    };
    expect(historyWording(t, { type: 'searchByName', criteria }, labels)).toBe(
      'Name: MO and MO, grantors and grantees',
    );
    expect(
      historyWording(
        t,
        {
          type: 'searchByName',
          criteria: {
            ...criteria,
            andOr: 'OR',
            grantorGranteeFirstName1: 'JOHN',
            grantorGranteeSearchIn: 'GRANTEES',
            fromRecordedDate: '01/01/2000',
            toRecordedDate: '12/31/2000',
          },
        },
        labels,
      ),
    ).toBe('Name: MO JOHN or MO, grantees, 01/01/2000 to 12/31/2000');
  });

  it('says the other searches by what was typed, with the county labels', () => {
    expect(
      historyWording(
        t,
        { type: 'searchByBookAndPage', criteria: { book: '12', page: '34', bookType: 'ALL' } },
        {
          bookLabel: 'Liber',
          torrensLabel: 'Torrens',
        },
      ),
    ).toBe('Liber & Page: Liber 12, page 34');
    expect(
      historyWording(
        t,
        { type: 'searchByDocumentNumber', criteria: { fromDocumentNumber: '5', toDocumentNumber: '9' } },
        labels,
      ),
    ).toBe('Document Number: 5 to 9');
    expect(
      historyWording(
        t,
        {
          type: 'searchByTaxLien',
          criteria: { searchBy: 'LIEN_NUMBER', lienNumber: 'L-7', currentOrExpired: 'CURRENT' },
        },
        labels,
      ),
    ).toBe('Tax Lien: lien L-7, current');
    expect(
      historyWording(
        t,
        { type: 'searchByLegalDescription', criteria: { legalType: 'LB', platName: 'NAVY HILL', lot: '3' } },
        labels,
      ),
    ).toBe('Legal Description: plat NAVY HILL, lot 3');
  });

  it('leaves out the dates every form starts with, but not those of a search by date', () => {
    const today = { ...labels, today: '11/26/2026' };
    const criteria = { streetNumber: '12', streetName: 'BEACH ROAD', city: '', fromRecordedDate: '01/01/1900' };
    expect(
      historyWording(t, { type: 'searchByAddress', criteria: { ...criteria, toRecordedDate: '11/26/2026' } }, today),
    ).toBe('Address: 12 BEACH ROAD');
    expect(
      historyWording(t, { type: 'searchByAddress', criteria: { ...criteria, toRecordedDate: '12/31/2000' } }, today),
    ).toBe('Address: 12 BEACH ROAD, to 12/31/2000');
    expect(
      historyWording(
        t,
        { type: 'searchByDate', criteria: { fromRecordedDate: '01/01/1900', toRecordedDate: '11/26/2026' } },
        today,
      ),
    ).toBe('Date: 01/01/1900 to 11/26/2026');
  });

  it("keeps the server's words for an entry without criteria", () => {
    expect(historyWording(t, { type: 'searchByName', longDescription: 'Name: X' }, labels)).toBe('Name: X');
  });
});
