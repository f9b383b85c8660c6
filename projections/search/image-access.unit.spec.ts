import { describe, expect, it } from '@jest/globals';
import type { AccountDocType } from '@landrecords/contracts/accounts/account';
import { imageAllowed } from './image-access';

const docType = (documentType: string, imageRetrieval: boolean): AccountDocType => ({
  documentType,
  imageChargeMethod: 'PAGE',
  imageRetrieval,
  previewRetrieval: true,
});
const docTypes = [docType('DEED', true), docType('MTG', false)];
const record = (imageKeyType: string, pageCount = 2) => ({
  pageCount,
  sourcedDocKey: { docKeyType: 'DOC', docKeyNumber: '1', imageKeyType },
});

describe('imageAllowed', () => {
  it('allows a record with pages whose image key type the account retrieves', () => {
    expect(imageAllowed(docTypes, record('DEED'))).toBe(true);
  });

  it.each<[string, object, readonly AccountDocType[]]>([
    ['a document type without image retrieval', record('MTG'), docTypes],
    ['an image key type the account does not have', record('PLAT'), docTypes],
    ['another case of the key type', record('deed'), docTypes],
    ['no pages', record('DEED', 0), docTypes],
    ['no page count', { sourcedDocKey: { imageKeyType: 'DEED' } }, docTypes],
    ['no sourced key', { pageCount: 3 }, docTypes],
    ['an account without document types', record('DEED'), []],
  ])('refuses %s', (_, source, types) => {
    expect(imageAllowed(types, source)).toBe(false);
  });
});
