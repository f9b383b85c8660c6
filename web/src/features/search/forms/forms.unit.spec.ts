import { describe, expect, it } from '@jest/globals';
import { restoredValues } from './criteria-store';
import { defaultDates, formDefaults } from './form-defaults';
import { taxLienCriteria } from './tax-lien-criteria';

const county = {
  showNotableDates: true,
  abstractIndexBeginDate: '01/02/1978',
  useVerificationDate: false,
  abstractVerifiedDate: '10/31/2026',
};

describe('search form defaults (001 §9)', () => {
  it('starts from 01/01/1900, 01/01/1800 for the old books, or the index begin date on name and legal forms', () => {
    expect(defaultDates('searchByAddress', county, '11/26/2026')).toEqual({
      fromRecordedDate: '01/01/1900',
      toRecordedDate: '11/26/2026',
    });
    expect(defaultDates('searchByGrantorGranteeBook', county, '11/26/2026').fromRecordedDate).toBe('01/01/1800');
    expect(defaultDates('searchByName', county, '11/26/2026').fromRecordedDate).toBe('01/02/1978');
    expect(defaultDates('searchByName', { ...county, showNotableDates: false }, '11/26/2026').fromRecordedDate).toBe(
      '01/01/1900',
    );
  });

  it('ends today, or on the verified date when the county uses one', () => {
    expect(defaultDates('searchByDate', { ...county, useVerificationDate: true }, '11/26/2026').toRecordedDate).toBe(
      '10/31/2026',
    );
  });

  it('gives every field its schema default: ALL, LB, CONTAINS, OR, BOTH, CURRENT, Taxpayer Name', () => {
    expect(formDefaults('searchByName', county, '11/26/2026')).toMatchObject({
      andOr: 'OR',
      grantorGranteeSearchIn: 'BOTH',
      instrumentGroup: 'ALL',
      grantorGranteeLastName1: '',
    });
    expect(formDefaults('searchByLegalDescription', county, '11/26/2026')).toMatchObject({
      legalType: 'LB',
      searchMethod: 'CONTAINS',
      hideOtherLots: false,
    });
    expect(formDefaults('searchByTaxLien', county, '11/26/2026')).toMatchObject({
      searchBy: 'TAXPAYER_NAME',
      currentOrExpired: 'CURRENT',
    });
  });
});

describe('restoring a form', () => {
  it("keeps only the form's own fields, of their own kind", () => {
    const defaults = { lastName: '', hideOtherLots: false };
    expect(restoredValues(defaults, { lastName: 'SMITH', hideOtherLots: 'yes', other: 1 })).toEqual({
      lastName: 'SMITH',
      hideOtherLots: false,
    });
    expect(restoredValues(defaults, null)).toBe(defaults);
  });
});

describe('tax lien method (001 §4.9)', () => {
  const defaults = formDefaults('searchByTaxLien', county, '11/26/2026');
  it("blanks the other methods' fields and searches every date for a method other than Date Range", () => {
    const values = {
      ...defaults,
      searchBy: 'LIEN_NUMBER',
      lienNumber: 'L-1',
      taxpayerName: 'SMITH',
      documentNumber: '77',
      fromRecordedDate: '05/05/2005',
    };
    expect(taxLienCriteria(values, defaults, '11/26/2026')).toMatchObject({
      lienNumber: 'L-1',
      taxpayerName: '',
      documentNumber: '',
      fromRecordedDate: '01/01/1900',
      toRecordedDate: '11/26/2026',
    });
  });

  it('keeps the dates of a date range search', () => {
    const values = { ...defaults, searchBy: 'DATE_RANGE', fromRecordedDate: '05/05/2005', taxpayerName: 'X' };
    expect(taxLienCriteria(values, defaults, '11/26/2026')).toMatchObject({
      fromRecordedDate: '05/05/2005',
      taxpayerName: '',
    });
  });
});
