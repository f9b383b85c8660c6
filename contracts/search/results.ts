import type { LandDocumentRecord } from '../records/land-document';
import type { TorrensCertificateRecord } from '../records/other-records';
import type { SourcedDocKey } from '../records/parts';
import type { UsageBalance } from '../auth/current-user';

/**
 * The records as the result tables and detail panes show them (001 §3.3–§3.5): the server builds them
 * (projections/search/results.ts), the portal reads them. Dates are MM/DD/YYYY, amounts dollars.
 */

export type NameResult = { displayName: string; lastName: string; firstName: string; middleInitial: string };

export type ReferenceDocumentResult = {
  instrumentDescription: string;
  displayDocNumber: string;
  docNumber: string;
  docType: string;
  displayBookAndPage: string;
  recordedDate: string;
  recordedTime: string;
  recordedAmPm: string;
  /** Detail only: the referenced document's id when the caller may open it. */
  docId?: string | null;
};

export type LegalResult = { description: string; comment?: string; docId: string };

export type CertificateRef = {
  certificateNumber: string;
  status: string;
  /** Detail only: the certificate's id when the caller may open it. */
  id?: string | null;
  shortStatus?: string;
  certifiedDate?: string;
};

export type LandDocumentResult = {
  docId: string;
  displayDocNumber: string;
  docNumber: string;
  docType: string;
  instrumentCode: string;
  instrumentDescription: string;
  book: string;
  page: string;
  bookType: string;
  displayBookAndPage: string;
  recordedDate: string;
  recordedDateTime: string;
  instrumentDate: string;
  mortgageAmount: number | null;
  salePrice: number | null;
  verifiedStatus: LandDocumentRecord['verifiedStatus'];
  pageCount: number;
  grantorSearchResults: NameResult[];
  granteeSearchResults: NameResult[];
  referenceDocumentSearchResults: ReferenceDocumentResult[];
  legalSearchResults: LegalResult[];
  torrensSearchResults: CertificateRef[];
  additionalInfoSearchResults: { description: string }[];
  displayOnlySearchResults: LandDocumentRecord['displayOnly'];
  parcelIds: string[];
  addresses: LandDocumentRecord['addresses'];
  sourcedDocKey: SourcedDocKey;
  /** On the detail answer: whether this caller may open the images (001 §6). */
  imageAllowed?: boolean;
};

export type TorrensCertificateResult = {
  id: string;
  certificateNumber: string;
  sourcedDocKey: SourcedDocKey;
  fileNumber: string;
  displayBookAndPage: string;
  certifiedDate: string;
  shortStatus: 'A' | 'C' | 'P';
  status: TorrensCertificateRecord['status'];
  pageCount: number;
  owners: NameResult[];
  legalText: string;
  recitalText: string;
  memorials: { docNumber: string; instrumentDescription: string; text: string; recordedDate: string }[];
  cancelledBySearchResults: { cancelledByCertificateId: string; cancelledByCertificateNumber: string }[];
  imageAllowed?: boolean;
};

export type TractBookResult = {
  docId: string;
  sourcedDocKey: SourcedDocKey;
  instrumentDescription: string;
  recordedDate: string;
  recordedDateTime: string;
  pageCount: number;
  legalSearchResults: LegalResult[];
  imageAllowed?: boolean;
};

export type GrantorGranteeBookResult = {
  id: string;
  sourcedDocKey: SourcedDocKey;
  type: string;
  fromName: string;
  toName: string;
  fromDate: string;
  toDate: string;
  pageCount: number;
  imageAllowed?: boolean;
};

export type TaxLienResult = {
  docId: string;
  docNumber: string;
  displayDocNumber: string;
  instrumentCode: string;
  instrumentDescription: string;
  recordedDate: string;
  recordedDateTime: string;
  lienNumber: string;
  lienDate: string;
  lienType: string;
  totalAmount: number | null;
  expirationDate: string;
  pageCount: number;
  sourcedDocKey: SourcedDocKey;
  taxpayerSearchResults: (NameResult & { name: string; displayAddress: string })[];
  releaseSearchResults: {
    partialFullFlag: string;
    releaseDocNumber: string;
    releaseDocType: string;
    releaseDisplayDocNumber: string;
    releaseDate: string;
    revokeDocNumber: string;
    revokeDocType: string;
    revokeDisplayDocNumber: string;
    revokeDate: string;
  }[];
  revisionSearchResults: { flag: string; docNumber: string; docType: string; displayDocNumber: string }[];
  imageAllowed?: boolean;
};

/** A row of any result kind; which one the search's kind says. */
export type SearchResultRow =
  LandDocumentResult | TorrensCertificateResult | TractBookResult | GrantorGranteeBookResult | TaxLienResult;

/** A search call's answer (001 §3.3). */
export type SearchAnswer = {
  searchResults: {
    totalRecordCount: number;
    currentRecordCount: number;
    truncated: boolean;
    timestamp: string | number | null;
    searchResultList: SearchResultRow[];
  };
  usageBalance: UsageBalance | null;
  paymentNeeded: boolean;
  paymentNeededAgain: boolean;
  historyResults: { searchHistoryList: unknown[] };
};

/** A detail answer when the detail must be paid for first (001 §4.2: id 0, not shown). */
export type UnpaidDetail = { id: 0; paymentNeeded: boolean; paymentNeededAgain: boolean };
export const isUnpaidDetail = (detail: unknown): detail is UnpaidDetail =>
  typeof detail === 'object' && detail !== null && (detail as { id?: unknown }).id === 0;
