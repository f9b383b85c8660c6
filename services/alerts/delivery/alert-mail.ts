import { alertEmailTexts, alertRecordedDate, type AlertMailTexts } from '@landrecords/contracts/alerts/alert-mail';
import type { Watch } from '@landrecords/contracts/alerts/watch';
import type { Language } from '@landrecords/contracts/auth/payloads';
import type { MatchWhy } from '@landrecords/projections/alerts/keys';
import type { MatchedDocument } from '@landrecords/projections/alerts/matching/index';
import type { MailMessage } from '../../platform/mail/mailer';

/** A match waiting to be emailed: the watch as typed, the document, and the document's side of the match. */
export type PendingMatch = { watchId: string; docId: string; watch: Watch; why: MatchWhy; document: MatchedDocument };

export type AlertMailContext = {
  deliveryId: string;
  to: string;
  language: Language;
  countyName: string;
  /** The recorder's phone or email, for a document nobody expected. */
  contact: string;
  /** The portal's page of a document (its number's deep link). */
  documentLink: (document: MatchedDocument) => string;
  /** The portal's unsubscribe page, and the URL a mail client POSTs to for one-click unsubscribe (RFC 8058). */
  unsubscribePage: string;
  oneClickUrl: string;
  /** The host Message-IDs are made under. */
  host: string;
};

export function watchText(t: AlertMailTexts, watch: Watch): string {
  switch (watch.kind) {
    case 'NAME':
      return t.watch.name([watch.lastName, watch.firstName].filter(Boolean).join(', '));
    case 'PARCEL':
      return t.watch.parcel(watch.parcelId);
    case 'PLAT':
      return t.watch.plat(watch.plat, watch.lot, watch.block);
    case 'STR':
      return t.watch.str(watch.section, watch.township, watch.range);
  }
}

/** Why a document matched, in words: which watch, and which party, parcel or legal of the document. */
export function whyText(t: AlertMailTexts, watch: Watch, why: MatchWhy): string {
  const watched = watchText(t, watch);
  switch (why.kind) {
    case 'NAME':
      return why.side === 'GRANTEE' ? t.why.grantee(watched, why.name) : t.why.grantor(watched, why.name);
    case 'PARCEL':
      return t.why.parcel(watched, why.parcelId);
    case 'PLAT':
      return t.why.legal(watched, t.watch.plat(why.plat, why.lot, why.block));
    case 'STR':
      return t.why.legal(watched, t.watch.str(why.section, why.township, why.range));
  }
}

/**
 * One email listing each document once (type, number, recorded time on the county's clock, parties, its link) with
 * every reason it matched, the unsubscribe link, and List-Unsubscribe headers for a one-click unsubscribe.
 */
export function alertMail(context: AlertMailContext, matches: readonly PendingMatch[]): MailMessage {
  const t = alertEmailTexts[context.language] ?? alertEmailTexts.ENGLISH;
  const byDocument = new Map<string, PendingMatch[]>();
  for (const match of matches) byDocument.set(match.docId, [...(byDocument.get(match.docId) ?? []), match]);
  const parties = (names: string[]) => (names.length > 0 ? names.join('; ') : t.none);
  const documents = [...byDocument.values()].map((matched) => {
    const { document } = matched[0]!;
    return [
      t.document(document.instrument, document.shownNumber),
      t.recorded(alertRecordedDate(context.language, document.recordedDateTime)),
      `${t.grantors}: ${parties(document.grantors)}`,
      `${t.grantees}: ${parties(document.grantees)}`,
      ...matched.map((match) => whyText(t, match.watch, match.why)),
      `${t.view}: ${context.documentLink(document)}`,
    ].join('\n');
  });
  const text = [
    t.greeting(context.countyName),
    t.intro,
    '',
    documents.join('\n\n'),
    '',
    t.notYours(context.contact),
    '',
    '--',
    t.footer(context.to),
    `${t.unsubscribe}: ${context.unsubscribePage}`,
    '',
  ].join('\n');
  return {
    to: context.to,
    subject: t.subject(byDocument.size, context.countyName),
    text,
    headers: {
      'List-Unsubscribe': `<${context.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: `<alert-${context.deliveryId}@${context.host}>`,
  };
}
