import { describe, expect, it } from '@jest/globals';
import type { AccountDocType } from '@landrecords/contracts/accounts/account';
import { imageAllowed, type CallerRecordAccess, type ImageSource } from './image-access';

const docType = (documentType: string, imageRetrieval: boolean, previewRetrieval = true): AccountDocType => ({
  documentType,
  imageChargeMethod: 'PAGE',
  imageRetrieval,
  previewRetrieval,
});
const user = (docTypes: AccountDocType[], viewProtected = false): CallerRecordAccess => ({
  viewProtected,
  allImages: false,
  docTypes,
});
const account = user([docType('DEED', true), docType('MTG', false), docType('PLAT', true, false)]);
const staff: CallerRecordAccess = { viewProtected: true, allImages: true, docTypes: [] };
const record = (imageKeyType: string, pageCount = 2, isProtected = false): ImageSource => ({
  pageCount,
  sourcedDocKey: { imageKeyType },
  protected: isProtected,
});

describe('imageAllowed', () => {
  it('allows a record with pages whose image key type the account retrieves', () => {
    expect(imageAllowed(account, record('DEED'))).toBe(true);
  });

  it('asks the right named: the preview its own, the download and the Image button image retrieval', () => {
    expect(imageAllowed(account, record('PLAT'), 'imageRetrieval')).toBe(true);
    expect(imageAllowed(account, record('PLAT'), 'previewRetrieval')).toBe(false);
    expect(imageAllowed(account, record('MTG'), 'previewRetrieval')).toBe(true);
  });

  it('lets county staff open any image with pages, protected or not, whatever their account', () => {
    expect(imageAllowed(staff, record('PLAT', 3, true), 'previewRetrieval')).toBe(true);
    expect(imageAllowed(staff, record('DEED', 0))).toBe(false);
    expect(imageAllowed(staff, { pageCount: 3 })).toBe(false);
  });

  it.each<[string, ImageSource, CallerRecordAccess]>([
    ['a document type without image retrieval', record('MTG'), account],
    ['an image key type the account does not have', record('CERT'), account],
    ['another case of the key type', record('deed'), account],
    ['no pages', record('DEED', 0), account],
    ['no page count', { sourcedDocKey: { imageKeyType: 'DEED' } }, account],
    ['no sourced key', { pageCount: 3 }, account],
    ['an account without document types', record('DEED'), user([])],
    ['a protected record, to a caller who may not see it', record('DEED', 2, true), account],
  ])('refuses %s', (_, source, access) => {
    expect(imageAllowed(access, source)).toBe(false);
  });
});
