import { declare } from '../message';

/** What efile/submission and the card calls answer (002 §4 E-file flow; §8): the spec's words where it has them. */
export const efileSubmissionMessages = {
  submitted: declare(
    'EFILE_SUBMITTED',
    ({ transactionNumber }: { transactionNumber: string }) =>
      `Transaction ${transactionNumber} was successfully submitted.  Check your email for a confirmation.`,
  ),
  acknowledgementRequired: declare(
    'EFILE_ACKNOWLEDGEMENT_REQUIRED',
    'Please read and select the checkbox to acknowledge.',
  ),
  // ours
  cardRequired: declare(
    'EFILE_CARD_REQUIRED',
    'This e-file is paid by credit card: pay in the card frame, then submit it.',
  ),
  paymentNotFound: declare(
    'EFILE_PAYMENT_NOT_FOUND',
    'The card payment for this e-file was not confirmed. Pay again or contact the recorder.',
  ),
  amountMismatch: declare(
    'EFILE_AMOUNT_MISMATCH',
    'The amount is not this document’s charges. Upload the document again to see them.',
  ),
  chargesChanged: declare(
    'EFILE_CHARGES_CHANGED',
    'The way you pay has changed since the upload. Upload the document again to see its charges.',
  ),
  notYours: declare('EFILE_NOT_YOURS', 'The uploaded document was not found. Upload it again.'),
  warningsNotAllowed: declare(
    'EFILE_WARNINGS_NOT_ALLOWED',
    'The county does not accept a document with these warnings. Correct it and upload it again.',
  ),
  alreadyPaid: declare('EFILE_ALREADY_PAID', 'This document has already been paid for.'),
  insufficientFunds: declare('EFILE_INSUFFICIENT_FUNDS', 'There are insufficient funds.'),
  guestsPayByCard: declare('EFILE_GUESTS_PAY_BY_CARD', 'Sign out to file as a visitor, paying by credit card.'),
} as const;

/** The confirmation email (ours: the spec says only "Check your email for a confirmation."). */
export const efileMailTexts = {
  submittedSubject: (transactionNumber: string) => `E-file ${transactionNumber} received`,
  acceptedSubject: (transactionNumber: string) => `E-file ${transactionNumber} accepted`,
  rejectedSubject: (transactionNumber: string) => `E-file ${transactionNumber} rejected`,
} as const;
