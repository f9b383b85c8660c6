import type { AccountDocType } from '@landrecords/contracts/accounts/account';

/** What the caller may see of the records: protected ones or not, and which images (its account's doc types). */
export type CallerRecordAccess = { viewProtected: boolean; docTypes: AccountDocType[] };

/** What a record needs for the image question: its pages and the key its images are filed under. */
export type ImageSource = { pageCount?: number; sourcedDocKey?: { imageKeyType?: string } | null };

/**
 * Whether the caller may open a record's image (001 §6): the record has pages, and the caller's account has a
 * document type for the record's image key type with image retrieval on. The detail calls and the search
 * results both ask it.
 */
export function imageAllowed(docTypes: readonly AccountDocType[], record: ImageSource): boolean {
  const imageKeyType = record.sourcedDocKey?.imageKeyType;
  if (!imageKeyType || !((record.pageCount ?? 0) > 0)) return false;
  return docTypes.some((docType) => docType.documentType === imageKeyType && docType.imageRetrieval);
}

/** The image key types whose images the account retrieves: the same rule, for a search to apply in SQL. */
export const imageKeyTypesAllowed = (docTypes: readonly AccountDocType[]): string[] =>
  docTypes
    .filter((docType) => docType.imageRetrieval && docType.documentType !== '')
    .map((docType) => docType.documentType);
