import { describe, expect, it } from '@jest/globals';
import { flatFeeRateText } from '@landrecords/contracts/config/flat-fee';
import { defaultCountyConfig } from '@landrecords/contracts/config/index';
import { formatDollars } from '@landrecords/contracts/money';
import { calendarDate, daysInMonth, isLeapYear, parseDate } from '@landrecords/contracts/validation/dates';
import { cardSearchRates } from '../services/auth/card-search-rates';
import { parseAcrisDate } from '../services/records/acris/new-york-time';
import { printColumns } from '../services/search/print-columns';
import { paymentForm } from '../services/payments/provider/sandbox-html';

/**
 * Money is shown one way wherever the server writes it (contracts/money.ts formatDollars: $1,234.50), and dates
 * are read by one rule (contracts/validation/dates.ts): the server's answers, the PDFs and the sandbox page.
 */
describe('one money formatter', () => {
  it('writes dollars with thousands separators and cents, a negative amount with its sign', () => {
    expect([formatDollars(123_450), formatDollars(5), formatDollars(0), formatDollars(-150)]).toEqual([
      '$1,234.50',
      '$0.05',
      '$0.00',
      '-$1.50',
    ]);
  });

  it('is the one the flat-fee options, the card rates, the printed tax liens and the sandbox page use', () => {
    const config = defaultCountyConfig();
    config.aLaCarte.searchName = 123_450;
    const rates = Object.fromEntries(cardSearchRates(config).map((rate) => [rate.code, rate.description]));
    const token = {
      token: 't',
      kind: 'authOnly',
      amountCents: 123_450,
      reference: 'r',
      description: 'Searches',
    } as const;
    const lienAmount = printColumns.taxLien.find((column) => column.header === 'Amount')!;
    expect({
      flatFee: flatFeeRateText({ unlimitedNumberOfPages: false, numberOfPages: 100, cost: 123_450 }),
      cardRate: rates.searchName,
      printedLien: lienAmount.value({ totalAmount: 1234.5 }),
      sandbox: /<dt>Amount<\/dt><dd>([^<]*)<\/dd>/.exec(paymentForm(token, '/'))?.[1],
    }).toEqual({
      flatFee: '100 images for $1,234.50',
      cardRate: '$1,234.50',
      printedLien: '$1,234.50',
      sandbox: '$1,234.50',
    });
  });
});

describe('one date parser', () => {
  it('has one leap-year rule: every fourth year, not the hundredth, the four-hundredth', () => {
    expect([1600, 1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([true, false, true, false, true, false]);
    expect([daysInMonth(2024, 2), daysInMonth(1900, 2), daysInMonth(2023, 4), daysInMonth(2023, 12)]).toEqual([
      29, 28, 30, 31,
    ]);
    expect([calendarDate(2024, 2, 29), calendarDate(2100, 2, 29), calendarDate(2023, 13, 1)]).toEqual([
      { year: 2024, month: 2, day: 29 },
      undefined,
      undefined,
    ]);
  });

  it('the portal dates and the ACRIS import accept the same days: every February 29th from 1000 to 9999, every month end of 1896 to 2104', () => {
    const pad = (value: number, length = 2) => String(value).padStart(length, '0');
    const texts: string[] = [];
    for (let year = 1000; year <= 9999; year += 1) texts.push(`02/29/${year}`);
    for (let year = 1896; year <= 2104; year += 1)
      for (let month = 1; month <= 12; month += 1)
        for (const day of [28, 29, 30, 31]) texts.push(`${pad(month)}/${pad(day)}/${year}`);
    const disagreements = texts.filter(
      (text) => (parseDate(text) === undefined) !== (parseAcrisDate(text) === undefined),
    );
    expect(disagreements).toEqual([]);
  });

  it('reads MM/DD/YYYY strictly', () => {
    expect(parseDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(['2/29/2024', '02/30/2024', '02/29/2100', '13/01/2024', '01/01/0999', '01/01/2024x'].map(parseDate)).toEqual(
      [undefined, undefined, undefined, undefined, undefined, undefined],
    );
  });
});
