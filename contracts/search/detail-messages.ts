import { declare } from '../message';

/** The detail, link and lookup calls' messages (001 §7), apart from their schemas for the message registry. */
export const detailMessages = {
  selectDocument: declare('DETAIL_SELECT_DOCUMENT', 'Select a document.'),
  selectCertificate: declare('DETAIL_SELECT_CERTIFICATE', 'Select a certificate.'),
  notFound: declare('DETAIL_NOT_FOUND', 'Document not found.'),
  taxLinksOff: declare('DETAIL_TAX_LINKS_OFF', 'Links to the tax system are not set up.'),
  gisLinksOff: declare('DETAIL_GIS_LINKS_OFF', 'Links to the GIS system are not set up.'),
  noParcelIds: declare('DETAIL_NO_PARCEL_IDS', 'This document has no parcel IDs.'),
  // ours
  codeList: declare('DETAIL_CODE_LIST', 'Choose one of the code lists.'),
  filterText: declare('DETAIL_FILTER_TEXT', 'At most 100 characters.'),
  pageNumber: declare('DETAIL_PAGE_NUMBER', 'Page number is a whole number from 1.'),
  platSort: declare('DETAIL_PLAT_SORT', 'Plats are sorted by name or number.'),
  sortDirection: declare('DETAIL_SORT_DIRECTION', 'Sort direction is ASC or DESC.'),
} as const;
