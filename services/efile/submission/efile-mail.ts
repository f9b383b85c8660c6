import type { EfileEvent } from '@landrecords/contracts/efile/events';
import { efileRejectionReasons } from '@landrecords/contracts/efile/review';
import { efileMailTexts } from '@landrecords/contracts/efile/submission-messages';
import { formatDollars } from '@landrecords/contracts/money';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import type { MailMessage } from '../../platform/mail/mailer';
import type { Reactor } from '../../platform/reactors/index';

type Submitted = Extract<EfileEvent, { type: 'EfileSubmitted' }>['data'];
const MAIL_QUEUE = 'mail';

const paidHow = (submitted: Submitted) => {
  const total = submitted.charges.totalCents;
  if (total === 0) return 'There was no charge.';
  const by = { ESCROW: 'from your escrow balance', INVOICE: 'on your account’s statement', CREDIT_CARD: 'by card' };
  return `${formatDollars(total)} was paid ${by[submitted.payment.method]}.`;
};

/** The confirmation a filer is emailed on submitting (002 §4: "Check your email for a confirmation."). */
export function submittedMail(submitted: Submitted): MailMessage {
  const { charges, transactionNumber, filer } = submitted;
  const lines = [
    `Dear ${filer.name},`,
    '',
    `The recorder has received your e-file, transaction ${transactionNumber}.`,
    '',
    `Document type: ${submitted.efileType}`,
    `Pages: ${submitted.numberOfPages}`,
    `Document charge: ${formatDollars(charges.firstPageCents)}`,
    `Additional pages: ${formatDollars(charges.additionalPagesCents)}`,
    ...(charges.surchargeCents > 0 ? [`Surcharge: ${formatDollars(charges.surchargeCents)}`] : []),
    `Total: ${formatDollars(charges.totalCents)}`,
    paidHow(submitted),
    '',
    'The recorder will review the document and email you when it is accepted for recording or rejected.',
  ];
  return { to: filer.email, subject: efileMailTexts.submittedSubject(transactionNumber), text: lines.join('\n') };
}

type Decided = Extract<EfileEvent, { type: 'EfileAccepted' | 'EfileRejected' }>['data'];

export function acceptedMail({ filer, transactionNumber, note }: Decided): MailMessage {
  const lines = [
    `Dear ${filer.name},`,
    '',
    `The recorder has accepted your e-file, transaction ${transactionNumber}, for recording.`,
    ...(note ? ['', note] : []),
  ];
  return { to: filer.email, subject: efileMailTexts.acceptedSubject(transactionNumber), text: lines.join('\n') };
}

export function rejectedMail(decided: Extract<EfileEvent, { type: 'EfileRejected' }>['data']): MailMessage {
  const { filer, transactionNumber, reason, note } = decided;
  const back =
    filer.totalCents === 0
      ? []
      : filer.method === 'CREDIT_CARD'
        ? [`The ${formatDollars(filer.totalCents)} you paid is given back to your card.`]
        : [`The ${formatDollars(filer.totalCents)} charged is given back to your account.`];
  const lines = [
    `Dear ${filer.name},`,
    '',
    `The recorder has rejected your e-file, transaction ${transactionNumber}.`,
    '',
    `Reason: ${efileRejectionReasons[reason].text}`,
    ...(note ? [note] : []),
    '',
    ...back,
    'Correct the document and file it again.',
  ];
  return { to: filer.email, subject: efileMailTexts.rejectedSubject(transactionNumber), text: lines.join('\n') };
}

/** The email an event of a submission sends the filer, or null. */
export function mailOf(event: Pick<RecordedEvent, 'type' | 'data'>): MailMessage | null {
  const efile = { type: event.type, data: event.data } as EfileEvent;
  switch (efile.type) {
    case 'EfileSubmitted':
      return submittedMail(efile.data);
    case 'EfileAccepted':
      return acceptedMail(efile.data);
    case 'EfileRejected':
      return rejectedMail(efile.data);
    default:
      return null;
  }
}

/**
 * The filer's emails are side effects of the submission's events: the log enqueues one mail job per event (its
 * id the event's) on the mail queue, so a crash after the commit loses no email and none is sent twice.
 */
export const efileMailReactor: Reactor<MailMessage> = {
  name: 'efile-mail',
  eventTypes: ['EfileSubmitted', 'EfileAccepted', 'EfileRejected'],
  queue: MAIL_QUEUE,
  jobOf: mailOf,
  jobOptions: { attempts: 8, backoff: { type: 'exponential', delay: 5000 } },
};
