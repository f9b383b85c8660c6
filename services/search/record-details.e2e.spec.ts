import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { detailCall, detailWorld, notFoundAnswer } from '../../tests/support/details-fixtures';
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

describe('the other detail calls', () => {
  it('search/torrensCertificateDetails answers the certificate with its cancelling certificates', async () => {
    const { content } = (await details(callers.searcher, 'torrensCertificateDetails', { docId: 'TC-1' })).json();
    expect(content).toMatchObject({
      id: 'TC-1',
      certificateNumber: 'T-100',
      fileNumber: 'F-9',
      displayBookAndPage: '3/44',
      certifiedDate: '07/01/2019',
      status: 'CANCELLED',
      shortStatus: 'C',
      cancelledBySearchResults: [{ cancelledByCertificateId: 'TC-2', cancelledByCertificateNumber: 'T-200' }],
      sourcedDocKey: sourced('T-100', 'CERT'),
      imageAllowed: false,
    });
  });

  it('search/taxLienDetails answers the lien with taxpayers and releases', async () => {
    const { content } = (await details(callers.searcher, 'taxLienDetails', { docId: 'TL-1' })).json();
    expect(content).toMatchObject({
      docId: 'TL-1',
      docNumber: '2021000300',
      instrumentDescription: 'Federal Tax Lien',
      recordedDate: '04/02/2021',
      lienNumber: 'L-77',
      lienDate: '03/30/2021',
      totalAmount: 12_345.67,
      taxpayerSearchResults: [{ name: 'Sablan, José', displayAddress: 'PO Box 5, Saipan' }],
      releaseSearchResults: [{ partialFullFlag: 'F', releaseDocNumber: '2022000400', releaseDate: '05/01/2022' }],
      imageAllowed: true,
    });
  });

  it('search/tractBookDetails answers the entry with its legal descriptions', async () => {
    const { content } = (await details(callers.searcher, 'tractBookDetails', { docId: 'TB-1' })).json();
    expect(content).toMatchObject({
      docId: 'TB-1',
      instrumentDescription: 'Deed of Gift',
      recordedDate: '09/12/1950',
      recordedDateTime: '09/12/1950 11:00 AM',
      legalSearchResults: [{ docId: 'TB-1' }],
      imageAllowed: true,
    });
  });

  it('search/grantorGranteeBookDetails answers the book line', async () => {
    const { content } = (await details(callers.searcher, 'grantorGranteeBookDetails', { docId: 'GG-1' })).json();
    expect(content).toEqual({
      id: 'GG-1',
      sourcedDocKey: sourced('GG-1', 'GGB'),
      type: 'Deed',
      fromName: 'Camacho, Rosa',
      toName: 'Sablan, José',
      fromDate: '01/01/1901',
      toDate: '12/31/1901',
      pageCount: 2,
      imageAllowed: true,
    });
    expect(
      (await details(callers.protectedViewer, 'grantorGranteeBookDetails', { docId: 'GG-1' })).json().content
        .imageAllowed,
    ).toBe(false);
  });

  it.each([
    'documentDetails',
    'torrensCertificateDetails',
    'taxLienDetails',
    'tractBookDetails',
    'grantorGranteeBookDetails',
  ])('%s answers 404 for an unknown id, and a record of another kind is unknown to it', async (call) => {
    for (const docId of ['NO-SUCH-ID', call === 'documentDetails' ? 'TL-1' : '2024000101']) {
      const response = await details(callers.county, call, { docId });
      expect([response.statusCode, response.json()]).toEqual([404, notFound]);
    }
  });
});
