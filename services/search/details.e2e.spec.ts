import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, type ApiClient } from '../../tests/support/api-client';
import { detailCall, detailWorld, givenSection, notFoundAnswer } from '../../tests/support/details-fixtures';
import { detailRecords, sourced } from '../../tests/support/details-records';

let env: Awaited<ReturnType<typeof detailWorld>>;
let callers: Awaited<ReturnType<typeof detailWorld>>['callers'];

beforeAll(async () => {
  env = await detailWorld(detailRecords);
  callers = env.callers;
});
afterAll(async () => {
  await env.close();
});

const details = detailCall;
const notFound = notFoundAnswer;

describe('search/documentDetails', () => {
  it('answers the land document as the detail pane shows it, with imageAllowed', async () => {
    const response = await details(callers.searcher, 'documentDetails', {
      docId: '2024000101',
      sourcedDocKey: sourced('2024000101'),
    });
    expect(response.statusCode).toBe(200);
    const { ok, content } = response.json();
    expect(ok).toBe(true);
    expect(content).toMatchObject({
      docId: '2024000101',
      docNumber: '2024000101',
      displayDocNumber: '2024-000101',
      docType: 'ABSTRACT',
      instrumentCode: 'WD',
      instrumentDescription: 'Warranty Deed',
      displayBookAndPage: '15/220',
      recordedDate: '03/05/2024',
      recordedDateTime: '03/05/2024 09:30 AM',
      instrumentDate: '02/28/2024',
      salePrice: 250_000,
      mortgageAmount: 200_000,
      verifiedStatus: 'VERIFIED',
      imageAllowed: true,
      sourcedDocKey: sourced('2024000101'),
      grantorSearchResults: [
        { displayName: 'Camacho, Rosa T', lastName: 'Camacho', firstName: 'Rosa', middleInitial: 'T' },
      ],
      granteeSearchResults: [{ displayName: 'Sablan, José', lastName: 'Sablan', firstName: 'José', middleInitial: '' }],
      legalSearchResults: [{ docId: '2024000101', comment: '' }],
      additionalInfoSearchResults: [{ description: 'Consideration per affidavit' }],
      displayOnlySearchResults: [{ label: 'Return To', value: 'Marianas Title' }],
    });
    expect(content.legalSearchResults[0].description).toContain('5');
  });

  it('enriches each reference from the referenced document, by number or by book and page', async () => {
    const { content } = (await details(callers.searcher, 'documentDetails', { docId: '2024000101' })).json();
    const [byNumber, byBook, unknown, hidden] = content.referenceDocumentSearchResults;
    expect(byNumber).toEqual({
      docId: '2023000050',
      instrumentDescription: 'Mortgage',
      displayDocNumber: '2023000050',
      docNumber: '2023000050',
      docType: 'ABSTRACT',
      displayBookAndPage: '9/12',
      recordedDate: '06/01/2023',
      recordedTime: '02:05',
      recordedAmPm: 'PM',
    });
    expect(byBook).toMatchObject({
      docId: '2022000010',
      instrumentDescription: 'Quit Claim Deed',
      docNumber: '2022000010',
      displayBookAndPage: '12/345',
      recordedDate: '01/10/2022',
      recordedTime: '08:15',
      recordedAmPm: 'AM',
    });
    expect(unknown).toMatchObject({
      docId: null,
      docNumber: '1999000001',
      instrumentDescription: '',
      recordedDate: '',
    });
    // A protected document is not named to a caller who may not see it.
    expect(hidden).toMatchObject({ docId: null, docNumber: '2023000077', instrumentDescription: '' });
    const viewer = (await details(callers.protectedViewer, 'documentDetails', { docId: '2024000101' })).json().content;
    expect(viewer.referenceDocumentSearchResults[3]).toMatchObject({
      docId: '2023000077',
      instrumentDescription: 'Adoption Decree',
    });
  });

  it('names its Torrens certificates with their ids and status', async () => {
    const { content } = (await details(callers.searcher, 'documentDetails', { docId: '2024000101' })).json();
    expect(content.torrensSearchResults).toEqual([
      { certificateNumber: 'T-100', id: 'TC-1', status: 'CANCELLED', shortStatus: 'C', certifiedDate: '07/01/2019' },
    ]);
  });

  it('allows the image only with pages and an account document type that retrieves images', async () => {
    const allowed = async (client: ApiClient, docId: string) =>
      (await details(client, 'documentDetails', { docId })).json().content.imageAllowed;
    expect(await allowed(callers.searcher, '2024000101')).toBe(true);
    // MTG is among the account's document types, but without image retrieval.
    expect(await allowed(callers.searcher, '2023000050')).toBe(false);
    // No pages.
    expect(await allowed(callers.searcher, '2024000200')).toBe(false);
    // An account with no document types.
    expect(await allowed(callers.protectedViewer, '2024000101')).toBe(false);
  });

  it('leaves out the amounts the county does not show', async () => {
    await givenSection(env.app, 'recordsIndex', { displaySalePrice: false });
    const hidden = (await details(callers.searcher, 'documentDetails', { docId: '2024000101' })).json().content;
    expect([hidden.salePrice, hidden.mortgageAmount]).toEqual([null, 200_000]);
    await givenSection(env.app, 'recordsIndex', { displayMortgageAmount: false });
    const other = (await details(callers.searcher, 'documentDetails', { docId: '2024000101' })).json().content;
    expect([other.salePrice, other.mortgageAmount]).toEqual([250_000, null]);
    await givenSection(env.app, 'recordsIndex', {});
  });
});

describe('protected records', () => {
  it.each([
    ['documentDetails', '2023000077'],
    ['torrensCertificateDetails', 'TC-9'],
    ['grantorGranteeBookDetails', 'GG-9'],
  ])(
    '%s %s: 404 to users without the right, answered to those with it and to TRIMIN and COUNTY',
    async (call, docId) => {
      for (const refused of [callers.searcher, callers.accountAdmin]) {
        const response = await details(refused, call, { docId });
        expect([response.statusCode, response.json()]).toEqual([404, notFound]);
      }
      for (const allowed of [callers.protectedViewer, callers.county, callers.trimin]) {
        const response = await details(allowed, call, { docId });
        expect([response.statusCode, response.json().ok]).toEqual([200, true]);
      }
    },
  );
});

describe('bad bodies and callers', () => {
  it.each<[string, unknown, string]>([
    ['documentDetails', {}, 'Select a document.'],
    ['documentDetails', { docId: '  ' }, 'Select a document.'],
    ['taxLienDetails', { docId: null }, 'Select a document.'],
    ['documentDetails', { docId: 'x'.repeat(61) }, 'Select a document.'],
    ['torrensCertificateDetails', {}, 'Select a certificate.'],
    ['legalDescriptionDetails', { docId: '2024000101' }, 'Select a document.'],
  ])('%s %j: 400 %s', async (call, body, message) => {
    const response = await details(callers.searcher, call, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, message, content: null });
  });

  it('takes a numeric docId as its digits', async () => {
    expect((await details(callers.searcher, 'documentDetails', { docId: 2024000101 })).json().content.docId).toBe(
      '2024000101',
    );
  });

  it('sends a caller with no session to the login page', async () => {
    const response = await apiClient(env.app).post('/api/search/documentDetails', { docId: '2024000101' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ ok: false, status: 'LOGIN' });
  });
});
