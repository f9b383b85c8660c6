import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sectionNames } from '@landrecords/contracts/config/index';
import {
  landLinkListsSchema,
  landSharkCodeDescriptionSchema,
  landSharkListsSchema,
  notableDatesListSchema,
  productVersionsSchema,
} from '@landrecords/contracts/portal/helperdata';
import { apiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { saveSection } from '../config/county-config';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../platform/http/product';
import { buildApp } from '../app';
import { givenRecords } from '../../tests/support/search-fixtures';
import { portalRoutes } from './routes';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [portalRoutes] });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

/** Every list call is public: asked with no session at all. */
const helperData = async (call: string) => {
  const response = await apiClient(app).get(`/api/helperdata/${call}`);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ ok: true, message: null, lockout: false });
  return body.content;
};

describe('helperdata/landlink', () => {
  it('answers every list empty before the records feed has brought any', async () => {
    const content = await helperData('landlink');
    expect(landLinkListsSchema.parse(content)).toEqual(content);
    expect(content.municipalities).toEqual([]);
    expect(content.plats).toEqual([]);
    // The selects that offer ALL get it even from an empty list, as helperdata/codeList answers.
    expect(content.bookTypes).toEqual([{ code: 'ALL', description: 'All' }]);
  });

  it("answers the recording system's code lists and plats as the feed last brought them", async () => {
    await givenRecords(app, [
      ...[
        ['P10', '10', 'Koblerville'],
        ['P9', '9', 'Navy Hill'],
        ['PA', 'A-1', 'As Lito Homestead'],
      ].map(([platCode, platNumber, platName]) => ({ kind: 'plat', platCode, platNumber, platName })),
      { kind: 'codeList', list: 'bookTypes', entries: [{ code: 'A', description: 'Abstract' }] },
      { kind: 'codeList', list: 'documentTypes', entries: [{ code: 'DEED', description: 'Deed', group: 'DEEDS' }] },
      {
        kind: 'codeList',
        list: 'instrumentCodes',
        entries: [
          { code: 'WD', description: 'Warranty Deed', group: 'DEEDS' },
          { code: 'MTG', description: 'Mortgage', group: 'MTGS' },
        ],
      },
      { kind: 'codeList', list: 'instrumentGroups', entries: [{ code: 'DEEDS', description: 'Deeds' }] },
      { kind: 'codeList', list: 'municipalities', entries: [{ code: 'GAR', description: 'Garapan' }] },
    ]);
    const content = await helperData('landlink');
    expect(content).toEqual({
      bookTypes: [
        { code: 'ALL', description: 'All' },
        { code: 'A', description: 'Abstract' },
      ],
      documentTypes: [
        { code: 'ALL', description: 'All' },
        { code: 'DEED', description: 'Deed', group: 'DEEDS' },
      ],
      instrumentCodes: [
        { code: 'WD', description: 'Warranty Deed', group: 'DEEDS' },
        { code: 'MTG', description: 'Mortgage', group: 'MTGS' },
      ],
      instrumentGroups: [
        { code: 'ALL', description: 'All' },
        { code: 'DEEDS', description: 'Deeds' },
      ],
      municipalities: [{ code: 'GAR', description: 'Garapan' }],
      otherLotCodes: [],
      islands: [],
      // Plat numbers in the order of numbers: 9 before 10.
      plats: [
        { code: 'P9', description: 'Navy Hill', platNumber: '9' },
        { code: 'P10', description: 'Koblerville', platNumber: '10' },
        { code: 'PA', description: 'As Lito Homestead', platNumber: 'A-1' },
      ],
    });
  });
});

describe('helperdata/landshark and landsharkcodedescription', () => {
  it("answers the product's own lists as code → description tables", async () => {
    const content = await helperData('landshark');
    expect(landSharkListsSchema.parse(content)).toEqual(content);
    expect(content.paymentMethodTypes).toEqual({ ESCROW: 'Escrow', INVOICE: 'Invoice', CREDIT_CARD: 'Credit Card' });
    expect(content.accountTypes).toEqual({
      A_LA_CARTE: 'A La Carte',
      FLAT_FEE: 'Flat Fee',
      MONTHLY_FEE: 'Monthly Fee',
    });
    expect(Object.keys(content.userTypes)).toEqual(['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER', 'GUEST']);
    expect(content.dataSourceTypes).toEqual({ FIVE: 'This portal' });
    expect(Object.keys(content.logTypes)[0]).toBe('ALL');
    expect(Object.keys(content.transactionTypes)[0]).toBe('ALL');
    expect(Object.keys(content.configurationSections).sort()).toEqual([...sectionNames].sort());
    expect(content.configurationSections.auditLogPurgeSchedule).toBe('Audit Log Purge');
  });

  it('answers the same lists as code/description pairs, in the same order, for the selects', async () => {
    const tables = await helperData('landshark');
    const content = await helperData('landsharkcodedescription');
    expect(landSharkCodeDescriptionSchema.parse(content)).toEqual(content);
    expect(Object.keys(content)).toEqual(Object.keys(tables));
    expect(content.accountTypes).toEqual([
      { code: 'A_LA_CARTE', description: 'A La Carte' },
      { code: 'FLAT_FEE', description: 'Flat Fee' },
      { code: 'MONTHLY_FEE', description: 'Monthly Fee' },
    ]);
    for (const [name, pairs] of Object.entries(
      content as Record<string, Array<{ code: string; description: string }>>,
    )) {
      expect(Object.fromEntries(pairs.map(({ code, description }) => [code, description]))).toEqual(tables[name]);
    }
  });
});

describe('helperdata/productVersions', () => {
  it("answers this server's product and version, for the login page's footer", async () => {
    const content = await helperData('productVersions');
    expect(productVersionsSchema.parse(content)).toEqual(content);
    expect(content).toEqual({ productVersions: [{ code: PRODUCT_NAME, description: PRODUCT_VERSION }] });
  });
});

describe('helperdata/notableDates', () => {
  it('answers blank dates and the default settings before the county saves any', async () => {
    const content = await helperData('notableDates');
    expect(notableDatesListSchema.parse(content)).toEqual(content);
    expect(content.settings).toMatchObject({ showNotableDates: true, showSeparateIndexes: false });
    expect(content.notableDates).toHaveLength(15);
    expect(content.notableDates.every((date: { description: string }) => date.description === '')).toBe(true);
  });

  it("answers the county's dates by name and the table the home page shows", async () => {
    await saveSection(
      ctx.pool,
      'notableDates',
      {
        showSeparateIndexes: true,
        useVerificationDate: true,
        abstractVerified: '11/01/2026',
        abstractIndexBegin: '01/02/1950',
        torrensPosted: '11/12/2026',
      },
      { system: 'test' },
    );
    const content = await helperData('notableDates');
    expect(content.settings).toEqual({
      showNotableDates: true,
      showSeparateIndexes: true,
      useVerificationDate: true,
      abstractLegalVerified: false,
      abstractLegalPosted: false,
      torrensLegalVerified: false,
      torrensLegalPosted: false,
      torrensCertificateThru: false,
    });
    expect(content.notableDates.slice(0, 5)).toEqual([
      { code: 'abstractVerified', description: '11/01/2026' },
      { code: 'abstractPosted', description: '' },
      { code: 'abstractIndexBegin', description: '01/02/1950' },
      { code: 'abstractImageBegin', description: '' },
      { code: 'abstractImageThru', description: '' },
    ]);
    expect(content.notableDates).toContainEqual({ code: 'torrensPosted', description: '11/12/2026' });
    expect(content.table).toEqual({
      headings: ['', 'Verified Through', 'Posted Through', 'Index Begins', 'Images Begin', 'Images Through'],
      rows: [
        ['Abstract', '11/01/2026', '', '01/02/1950', '', ''],
        ['Torrens', '', '11/12/2026', '', '', ''],
        ['Lien', '', '', '', '', ''],
      ],
    });
  });
});
