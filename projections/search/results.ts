import type {
  GrantorGranteeBookEntryRecord,
  LandDocumentRecord,
  Party,
  TaxLienRecord,
  TorrensCertificateRecord,
  TractBookEntryRecord,
} from '@landrecords/contracts/records/feed';
import type {
  GrantorGranteeBookResult,
  LandDocumentResult,
  TaxLienResult,
  TorrensCertificateResult,
  TractBookResult,
} from '@landrecords/contracts/search/results';
import { displayBookAndPage, displayDate, displayDateTime, displayName, dollars } from './display';
import { legalDescriptionText } from './legal-text';

/**
 * Each record as the results and detail panes show it (001 §3.4–§3.5, the shapes of contracts/search/results),
 * built once when the record arrives.
 * imageAllowed depends on who asks, so the search adds it.
 */

const nameResult = (party: Party) => ({
  displayName: displayName(party),
  lastName: party.lastName,
  firstName: party.firstName,
  middleInitial: party.middleInitial,
});

export function landDocumentResult(record: LandDocumentRecord): LandDocumentResult {
  return {
    docId: record.docId,
    displayDocNumber: record.displayDocNumber ?? record.docNumber,
    docNumber: record.docNumber,
    docType: record.docType,
    instrumentCode: record.instrumentCode,
    instrumentDescription: record.instrumentDescription,
    book: record.book,
    page: record.page,
    bookType: record.bookType,
    displayBookAndPage: displayBookAndPage(record.book, record.page, record.bookType),
    recordedDate: displayDate(record.recordedDateTime),
    recordedDateTime: displayDateTime(record.recordedDateTime),
    instrumentDate: displayDate(record.instrumentDate),
    mortgageAmount: dollars(record.mortgageAmount),
    salePrice: dollars(record.salePrice),
    verifiedStatus: record.verifiedStatus,
    pageCount: record.pageCount,
    grantorSearchResults: record.grantors.map(nameResult),
    granteeSearchResults: record.grantees.map(nameResult),
    referenceDocumentSearchResults: record.references.map((reference) => ({
      instrumentDescription: '',
      displayDocNumber: reference.docNumber,
      docNumber: reference.docNumber,
      docType: reference.docType,
      displayBookAndPage: displayBookAndPage(reference.book, reference.page),
      recordedDate: '',
      recordedTime: '',
      recordedAmPm: '',
    })),
    legalSearchResults: record.legals.map((legal) => ({
      description: legalDescriptionText(legal),
      comment: legal.comment,
      docId: record.docId,
    })),
    torrensSearchResults: record.torrensCertificates,
    additionalInfoSearchResults: record.additionalInfo.map((description) => ({ description })),
    displayOnlySearchResults: record.displayOnly,
    parcelIds: record.parcelIds,
    addresses: record.addresses,
    sourcedDocKey: record.sourcedDocKey,
  };
}

const shortStatus = { ACTIVE: 'A', CANCELLED: 'C', PENDING: 'P' } as const;

export function torrensCertificateResult(record: TorrensCertificateRecord): TorrensCertificateResult {
  return {
    id: record.id,
    certificateNumber: record.certificateNumber,
    sourcedDocKey: record.sourcedDocKey,
    fileNumber: record.fileNumber,
    displayBookAndPage: displayBookAndPage(record.book, record.page),
    certifiedDate: displayDate(record.certifiedDate),
    shortStatus: shortStatus[record.status],
    status: record.status,
    pageCount: record.pageCount,
    owners: record.owners.map(nameResult),
    legalText: record.legalText,
    recitalText: record.recitalText,
    memorials: record.memorials.map((memorial) => ({ ...memorial, recordedDate: displayDate(memorial.recordedDate) })),
    cancelledBySearchResults: record.cancelledBy.map((cancelling) => ({
      cancelledByCertificateId: cancelling.certificateId,
      cancelledByCertificateNumber: cancelling.certificateNumber,
    })),
  };
}

export function tractBookResult(record: TractBookEntryRecord): TractBookResult {
  return {
    docId: record.docId,
    sourcedDocKey: record.sourcedDocKey,
    instrumentDescription: record.instrumentDescription,
    recordedDate: displayDate(record.recordedDateTime),
    recordedDateTime: displayDateTime(record.recordedDateTime),
    pageCount: record.pageCount,
    legalSearchResults: record.legals.map((legal) => ({
      description: legalDescriptionText(legal),
      docId: record.docId,
    })),
  };
}

export function grantorGranteeBookResult(record: GrantorGranteeBookEntryRecord): GrantorGranteeBookResult {
  return {
    id: record.id,
    sourcedDocKey: record.sourcedDocKey,
    type: record.type,
    fromName: record.fromName,
    toName: record.toName,
    fromDate: displayDate(record.fromDate),
    toDate: displayDate(record.toDate),
    pageCount: record.pageCount,
  };
}

export function taxLienResult(record: TaxLienRecord): TaxLienResult {
  return {
    docId: record.docId,
    docNumber: record.docNumber,
    displayDocNumber: record.displayDocNumber ?? record.docNumber,
    instrumentCode: record.instrumentCode,
    instrumentDescription: record.instrumentDescription,
    recordedDate: displayDate(record.recordedDateTime),
    recordedDateTime: displayDateTime(record.recordedDateTime),
    lienNumber: record.lienNumber,
    lienDate: displayDate(record.lienDate),
    lienType: record.lienType,
    totalAmount: dollars(record.totalAmount),
    expirationDate: displayDate(record.expirationDate),
    pageCount: record.pageCount,
    sourcedDocKey: record.sourcedDocKey,
    taxpayerSearchResults: record.taxpayers.map((taxpayer) => ({
      ...nameResult(taxpayer),
      name: displayName(taxpayer),
      displayAddress: taxpayer.displayAddress,
    })),
    releaseSearchResults: record.releases.map((release) => ({
      partialFullFlag: release.partialFullFlag,
      releaseDocNumber: release.releaseDocNumber,
      releaseDocType: release.releaseDocType,
      releaseDisplayDocNumber: release.releaseDocNumber,
      releaseDate: displayDate(release.releaseDate),
      revokeDocNumber: release.revokeDocNumber,
      revokeDocType: release.revokeDocType,
      revokeDisplayDocNumber: release.revokeDocNumber,
      revokeDate: displayDate(release.revokeDate),
    })),
    revisionSearchResults: record.revisions.map((revision) => ({ ...revision, displayDocNumber: revision.docNumber })),
  };
}
