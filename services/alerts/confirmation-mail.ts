import type { Watch } from '@landrecords/contracts/alerts/watch';
import type { Language } from '@landrecords/contracts/auth/payloads';
import type { RuntimeConfig } from '../platform/config';
import { publicUrl } from '../platform/http/product';
import type { MailMessage } from '../platform/mail/mailer';
import { CONFIRM_HOURS } from './tokens';

/** A link into the portal under its router base path (as the registration and recovery emails build theirs). */
export function portalPage(config: RuntimeConfig, route: string): string {
  return `${publicUrl(config)}${config.ROUTER_BASE_PATH.replace(/\/$/, '')}${route}`;
}

type Texts = {
  subject: string;
  intro: (countyName: string) => string;
  open: (hours: number) => string;
  ignore: string;
  kinds: { [K in Watch['kind']]: (watch: Extract<Watch, { kind: K }>) => string };
};

const english: Texts = {
  subject: 'Confirm your property alerts',
  intro: (county) =>
    `You (or someone using this address) asked ${county} to email you when a document is recorded under:`,
  open: (hours) => `To confirm, open this link within ${hours} hours:`,
  ignore: 'If you did not ask for this, ignore this message: nothing will be sent to you.',
  kinds: {
    NAME: (w) => `Name: ${[w.lastName, w.firstName].filter(Boolean).join(', ')}`,
    PARCEL: (w) => `Parcel ID: ${w.parcelId}`,
    PLAT: (w) => `Plat: ${w.plat}${w.lot ? `, lot ${w.lot}` : ''}${w.block ? `, block ${w.block}` : ''}`,
    STR: (w) => `Section ${w.section}, township ${w.township}, range ${w.range}`,
  },
};

const japanese: Texts = {
  subject: '不動産アラートの確認',
  intro: (county) => `${county} に、次の内容で書類が登記されたときにメールで知らせるよう依頼がありました:`,
  open: (hours) => `確認するには、${hours} 時間以内に次のリンクを開いてください:`,
  ignore: 'お心当たりがない場合は、このメールを無視してください。今後メールは送信されません。',
  kinds: {
    NAME: (w) => `氏名: ${[w.lastName, w.firstName].filter(Boolean).join(', ')}`,
    PARCEL: (w) => `区画番号: ${w.parcelId}`,
    PLAT: (w) => `区画図: ${w.plat}${w.lot ? `、ロット ${w.lot}` : ''}${w.block ? `、ブロック ${w.block}` : ''}`,
    STR: (w) => `セクション ${w.section}、タウンシップ ${w.township}、レンジ ${w.range}`,
  },
};

/** The person's language where we have its text; English otherwise (the portal's catalogs hold the rest). */
const textsIn = (language: Language): Texts => (language === 'JAPANESE' ? japanese : english);

const describe = (texts: Texts, watch: Watch) => (texts.kinds[watch.kind] as (w: Watch) => string)(watch);

/** The double opt-in email: what was asked for and the link that confirms it. */
export function confirmationMail(
  config: RuntimeConfig,
  to: { email: string; language: Language; countyName: string },
  watches: readonly Watch[],
  token: string,
): MailMessage {
  const texts = textsIn(to.language);
  const lines = [
    texts.intro(to.countyName),
    '',
    ...watches.map((watch) => `  - ${describe(texts, watch)}`),
    '',
    texts.open(CONFIRM_HOURS),
    portalPage(config, `/alerts/confirm?token=${encodeURIComponent(token)}`),
    '',
    texts.ignore,
  ];
  return { to: to.email, subject: texts.subject, text: lines.join('\n') };
}
