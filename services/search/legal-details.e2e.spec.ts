import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiClient } from '../../tests/support/api-client';
import { sampleLandDocument } from '../../tests/support/records';
import { detailsApp, givenPlainCallers, givenRecords, givenSection, legal } from '../../tests/support/details-fixtures';

let env: Awaited<ReturnType<typeof detailsApp>>;
let searcher: ApiClient;
let protectedViewer: ApiClient;

const records = [
  { kind: 'plat', platCode: 'P1', platNumber: '101', platName: 'Garapan Heights' },
  { kind: 'codeList', list: 'municipalities', entries: [{ code: 'GAR', description: 'Garapan' }] },
  { kind: 'codeList', list: 'otherLotCodes', entries: [{ code: 'TR', description: 'Tract' }] },
  sampleLandDocument({
    docId: '2024000101',
    legals: [
      legal({ type: 'LB', platCode: 'P1', lot: '5', block: '2', sublot: 'A', municipality: 'GAR' }),
      legal({ type: 'LB', platCode: 'P1', lot: '10', block: '2', otherLotCode: 'TR', otherLot: '7' }),
      legal({ type: 'MB', section: '12', township: '3N', range: '4E', qqqq: 'NE', qqq: 'NW', qq: 'SE', q: 'SW' }),
      legal({ type: 'CONDO', platCode: 'P1', building: 'B', unit: '101', garage: 'G4' }),
    ],
  }),
  sampleLandDocument({ docId: '2024000102', legals: [] }),
  sampleLandDocument({
    docId: '2024000177',
    protected: true,
    legals: [legal({ type: 'LB', platCode: 'P1', lot: '1' })],
  }),
  {
    kind: 'tractBookEntry',
    docId: 'TB-1',
    recordedDateTime: '1950-09-12T11:00:00+10:00',
    legals: [legal({ type: 'MB', section: '7', township: '1S', range: '2W', base: 'Saipan', meridian: 'Guam' })],
    sourcedDocKey: { docKeyType: 'TB', docKeyNumber: 'TB-1', imageKeyType: 'TRACT' },
  },
];

beforeAll(async () => {
  env = await detailsApp();
  ({ searcher, protectedViewer } = await givenPlainCallers(env.app));
  await givenRecords(env.app, records);
});
afterAll(async () => {
  await env.close();
});

const legalDetails = async (client: ApiClient, id: string) => {
  const response = await client.post('/api/search/legalDescriptionDetails', { id });
  return { status: response.statusCode, body: response.json() };
};

describe('search/legalDescriptionDetails', () => {
  it('groups the legals by kind, with the headers the county shows and a row per legal', async () => {
    const { status, body } = await legalDetails(searcher, '2024000101');
    expect(status).toBe(200);
    const metesAndBounds = {
      headers: ['Section', 'Township', 'Range', 'QQ', 'Q'],
      rows: [['12', '3N', '4E', 'SE', 'SW']],
    };
    const lotsAndBlocks = {
      headers: ['Plat Number', 'Plat Name', 'Lot', 'Block', 'Other Lot Type', 'Other Lot'],
      rows: [
        ['101', 'Garapan Heights', '5', '2', '', ''],
        ['101', 'Garapan Heights', '10', '2', 'Tract', '7'],
      ],
    };
    const condo = {
      headers: ['Plat Number', 'Plat Name', 'Building', 'Unit', 'Garage'],
      rows: [['101', 'Garapan Heights', 'B', '101', 'G4']],
    };
    expect(body).toEqual({
      ok: true,
      message: null,
      lockout: false,
      content: {
        legalDescriptionTypeDetails: [
          {
            type: 'MB',
            description: 'Metes and Bounds',
            ...metesAndBounds,
            metesAndBoundsHeaders: metesAndBounds.headers,
            metesAndBoundsRows: metesAndBounds.rows,
          },
          {
            type: 'LB',
            description: 'Lots and Blocks',
            ...lotsAndBlocks,
            lotsAndBlocksHeaders: lotsAndBlocks.headers,
            lotsAndBlocksRows: lotsAndBlocks.rows,
          },
          { type: 'CONDO', description: 'Condominium', ...condo, condoHeaders: condo.headers, condoRows: condo.rows },
        ],
      },
    });
  });

  it('adds the optional parts the county turns on, municipalities by their description', async () => {
    await givenSection(env.app, 'recordsIndex', {
      qqqq: true,
      qqq: true,
      baseline: true,
      meridian: true,
      municipality: true,
      mbOtherLot: true,
      sublot: true,
    });
    const [mb, lb] = (await legalDetails(searcher, '2024000101')).body.content.legalDescriptionTypeDetails;
    expect(mb.headers).toEqual([
      'Section',
      'Township',
      'Range',
      'QQQQ',
      'QQQ',
      'QQ',
      'Q',
      'Base',
      'Meridian',
      'Municipality',
      'Other Lot Type',
      'Other Lot',
    ]);
    expect(mb.rows).toEqual([['12', '3N', '4E', 'NE', 'NW', 'SE', 'SW', '', '', '', '', '']]);
    expect(lb.lotsAndBlocksHeaders).toEqual([
      'Plat Number',
      'Plat Name',
      'Lot',
      'Sublot',
      'Block',
      'Other Lot Type',
      'Other Lot',
      'Municipality',
    ]);
    expect(lb.lotsAndBlocksRows[0]).toEqual(['101', 'Garapan Heights', '5', 'A', '2', '', '', 'Garapan']);
    await givenSection(env.app, 'recordsIndex', {});
  });

  it("answers a tract book entry's legals by its id", async () => {
    await givenSection(env.app, 'recordsIndex', { baseline: true, meridian: true });
    const { body } = await legalDetails(searcher, 'TB-1');
    expect(body.content.legalDescriptionTypeDetails).toEqual([
      expect.objectContaining({
        type: 'MB',
        headers: ['Section', 'Township', 'Range', 'QQ', 'Q', 'Base', 'Meridian'],
        rows: [['7', '1S', '2W', '', '', 'SAIPAN', 'GUAM']],
      }),
    ]);
    await givenSection(env.app, 'recordsIndex', {});
  });

  it('answers an empty list for a document without legals', async () => {
    expect((await legalDetails(searcher, '2024000102')).body.content).toEqual({ legalDescriptionTypeDetails: [] });
  });

  it('answers 404 for an unknown id and for a protected document the caller may not see', async () => {
    for (const id of ['NO-SUCH-ID', '2024000177']) {
      expect(await legalDetails(searcher, id)).toEqual({
        status: 404,
        body: { ok: false, message: 'Document not found.', code: 'DETAIL_NOT_FOUND', lockout: false, content: null },
      });
    }
    const { status, body } = await legalDetails(protectedViewer, '2024000177');
    expect([status, body.content.legalDescriptionTypeDetails[0].rows]).toEqual([
      200,
      [['101', 'Garapan Heights', '1', '', '', '']],
    ]);
  });
});
