import { declare, type Message } from '../message';

/**
 * The standard reasons a recorder rejects a document for, each a declared message (the admin app translates the
 * reason by its code; the email to the filer carries the English text with the free text under it).
 */
export const efileRejectionReasons = {
  ILLEGIBLE: declare('EFILE_REJECT_ILLEGIBLE', 'The document is not legible.'),
  PAGE_SIZE: declare('EFILE_REJECT_PAGE_SIZE', 'A page is not 8.5 × 11 or 8.5 × 14 inches.'),
  TOP_MARGIN: declare(
    'EFILE_REJECT_TOP_MARGIN',
    'The first page does not leave the top 3 inches blank for the recording stamp.',
  ),
  SIGNATURE: declare('EFILE_REJECT_SIGNATURE', 'A required signature is missing.'),
  NOTARY: declare('EFILE_REJECT_NOTARY', 'The notary acknowledgement is missing or incomplete.'),
  LEGAL_DESCRIPTION: declare('EFILE_REJECT_LEGAL_DESCRIPTION', 'The legal description is missing or incomplete.'),
  NOT_THIS_COUNTY: declare('EFILE_REJECT_NOT_THIS_COUNTY', 'The property is not in this county.'),
  DOCUMENT_TYPE: declare('EFILE_REJECT_DOCUMENT_TYPE', 'The document type chosen does not match the document.'),
  DUPLICATE: declare('EFILE_REJECT_DUPLICATE', 'The document was already submitted or recorded.'),
  OTHER: declare('EFILE_REJECT_OTHER', 'Another reason, given in the note.'),
} as const satisfies Record<string, Message>;

/** What the review answers besides its content. */
export const efileReviewMessages = {
  accepted: declare(
    'EFILE_REVIEW_ACCEPTED',
    (p: { transactionNumber: string }) => `Transaction ${p.transactionNumber} was accepted for recording.`,
  ),
  rejected: declare(
    'EFILE_REVIEW_REJECTED',
    (p: { transactionNumber: string }) => `Transaction ${p.transactionNumber} was rejected; the filer was emailed.`,
  ),
  noSuchSubmission: declare('EFILE_REVIEW_NO_SUCH_SUBMISSION', 'There is no such e-file submission.'),
  alreadyDecided: declare('EFILE_REVIEW_ALREADY_DECIDED', 'This submission has already been accepted or rejected.'),
  noteRequired: declare('EFILE_REVIEW_NOTE_REQUIRED', 'Say why in the note when the reason is Other.'),
  noSuchPage: declare('EFILE_REVIEW_NO_SUCH_PAGE', 'The document has no such page.'),
  refundFailed: declare(
    'EFILE_REVIEW_REFUND_FAILED',
    'The card provider did not give the payment back; the submission stays as it was. Try again later.',
  ),
} as const;
