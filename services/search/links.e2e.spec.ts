import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, type ApiClient } from '../../tests/support/api-client';
import { sampleLandDocument } from '../../tests/support/records';
import { detailsApp, givenPlainCallers, givenRecords, givenSection } from '../../tests/support/details-fixtures';
import { messageOfText } from '@landrecords/contracts/messages';

let env: Awaited<ReturnType<typeof detailsApp>>;
let searcher: ApiClient;
let protectedViewer: ApiClient;

const taxTemplate = 'https://tax.example.gov/parcel/{parcelId}';
const gisTemplate = 'https://gis.example.gov/map?parcel={parcelId}&zoom=18';

beforeAll(async () => {
  env = await detailsApp();
  ({ searcher, protectedViewer } = await givenPlainCallers(env.app));
  await givenRecords(env.app, [
    sampleLandDocument({ docId: '2024000101', parcelIds: ['012-345', 'A 7/B&C'] }),
    sampleLandDocument({ docId: '2024000102', parcelIds: [] }),
    sampleLandDocument({ docId: '2024000177', parcelIds: ['999-000'], protected: true }),
  ]);
});
afterAll(async () => {
  await env.close();
});

const links = async (client: ApiClient, system: 'tax' | 'gis', body: unknown) => {
  const response = await client.post(`/api/${system}/getLinks`, body);
  return { status: response.statusCode, body: response.json() };
};
const refusal = (status: number, message: string) => ({
  status,
  body: { ok: false, message, code: messageOfText(message)?.code, lockout: false, content: null },
});
const taxOff = refusal(409, 'Links to the tax system are not set up.');
const gisOff = refusal(409, 'Links to the GIS system are not set up.');

describe('tax/getLinks and gis/getLinks before the county sets them up', () => {
  it('refuses both while Search 2 has the buttons off and no template is set', async () => {
    expect(await links(searcher, 'tax', { id: '2024000101' })).toEqual(taxOff);
    expect(await links(searcher, 'gis', { id: '2024000101' })).toEqual(gisOff);
  });

  it('refuses them with a template but the Search 2 switch off, and with the switch on but no template', async () => {
    await givenSection(env.app, 'recordsIndex', { taxLinkTemplate: taxTemplate, gisLinkTemplate: gisTemplate });
    expect(await links(searcher, 'tax', { id: '2024000101' })).toEqual(taxOff);
    expect(await links(searcher, 'gis', { id: '2024000101' })).toEqual(gisOff);
    await givenSection(env.app, 'search2', { tax: true, map: true });
    await givenSection(env.app, 'recordsIndex', {});
    expect(await links(searcher, 'tax', { id: '2024000101' })).toEqual(taxOff);
    expect(await links(searcher, 'gis', { id: '2024000101' })).toEqual(gisOff);
  });
});

describe('tax/getLinks and gis/getLinks once set up', () => {
  beforeAll(async () => {
    await givenSection(env.app, 'search2', { tax: true, map: true });
    await givenSection(env.app, 'recordsIndex', { taxLinkTemplate: taxTemplate, gisLinkTemplate: gisTemplate });
  });

  it("answers the document's parcel IDs, each in the template, encoded, under the default headers", async () => {
    expect(await links(searcher, 'tax', { id: '2024000101' })).toEqual({
      status: 200,
      body: {
        ok: true,
        message: null,
        lockout: false,
        content: {
          parcelIds: ['012-345', 'A 7/B&C'],
          parcelIdLinks: ['https://tax.example.gov/parcel/012-345', 'https://tax.example.gov/parcel/A%207%2FB%26C'],
          header: 'Links To Tax System',
        },
      },
    });
    expect((await links(searcher, 'gis', { id: '2024000101' })).body.content).toEqual({
      parcelIds: ['012-345', 'A 7/B&C'],
      parcelIdLinks: [
        'https://gis.example.gov/map?parcel=012-345&zoom=18',
        'https://gis.example.gov/map?parcel=A%207%2FB%26C&zoom=18',
      ],
      header: 'Links to GIS System',
    });
  });

  it("uses the county's headers", async () => {
    await givenSection(env.app, 'recordsIndex', {
      taxLinkTemplate: taxTemplate,
      gisLinkTemplate: gisTemplate,
      taxLinkHeader: 'Real Property Tax Office',
      gisLinkHeader: 'Island Parcel Map',
    });
    expect((await links(searcher, 'tax', { id: '2024000101' })).body.content.header).toBe('Real Property Tax Office');
    expect((await links(searcher, 'gis', { id: '2024000101' })).body.content.header).toBe('Island Parcel Map');
  });

  it('turns each system off on its own', async () => {
    await givenSection(env.app, 'search2', { tax: false, map: true });
    expect(await links(searcher, 'tax', { id: '2024000101' })).toEqual(taxOff);
    expect((await links(searcher, 'gis', { id: '2024000101' })).status).toBe(200);
    await givenSection(env.app, 'search2', { tax: true, map: true });
    await givenSection(env.app, 'recordsIndex', { taxLinkTemplate: taxTemplate });
    expect((await links(searcher, 'tax', { id: '2024000101' })).status).toBe(200);
    expect(await links(searcher, 'gis', { id: '2024000101' })).toEqual(gisOff);
    await givenSection(env.app, 'recordsIndex', { taxLinkTemplate: taxTemplate, gisLinkTemplate: gisTemplate });
  });

  it('says so for a document without parcel IDs', async () => {
    for (const system of ['tax', 'gis'] as const) {
      expect(await links(searcher, system, { id: '2024000102' })).toEqual(
        refusal(409, 'This document has no parcel IDs.'),
      );
    }
  });

  it('answers 404 for an unknown document and for a protected one the caller may not see', async () => {
    for (const system of ['tax', 'gis'] as const) {
      for (const id of ['NO-SUCH-ID', '2024000177']) {
        expect(await links(searcher, system, { id })).toEqual(refusal(404, 'Document not found.'));
      }
      expect((await links(protectedViewer, system, { id: '2024000177' })).body.content.parcelIds).toEqual(['999-000']);
    }
  });

  it('refuses a body without the document id, and a caller with no session', async () => {
    for (const body of [{}, { id: '' }, { docId: '2024000101' }]) {
      const { status, body: answer } = await links(searcher, 'tax', body);
      expect([status, answer]).toMatchObject([400, { ok: false, message: 'Select a document.' }]);
    }
    const anonymous = await links(apiClient(env.app), 'gis', { id: '2024000101' });
    expect([anonymous.status, anonymous.body]).toMatchObject([403, { ok: false, status: 'LOGIN' }]);
  });
});
