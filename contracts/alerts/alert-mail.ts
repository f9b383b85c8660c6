import type { Language } from '../auth/payloads';

/**
 * The property alert email's texts (issue 29), in the subscriber's language: English and Japanese written, the
 * other languages English until translators write theirs. Values come in already formatted (dates, names).
 */
export type AlertMailTexts = {
  subject: (count: number, countyName: string) => string;
  greeting: (countyName: string) => string;
  intro: string;
  document: (instrument: string, docNumber: string) => string;
  recorded: (date: string) => string;
  grantors: string;
  grantees: string;
  none: string;
  view: string;
  why: {
    grantor: (watched: string, name: string) => string;
    grantee: (watched: string, name: string) => string;
    parcel: (watched: string, parcelId: string) => string;
    legal: (watched: string, legal: string) => string;
  };
  watch: {
    name: (name: string) => string;
    parcel: (parcelId: string) => string;
    plat: (plat: string, lot: string, block: string) => string;
    str: (section: string, township: string, range: string) => string;
  };
  notYours: (contact: string) => string;
  footer: (email: string) => string;
  unsubscribe: string;
};

const english: AlertMailTexts = {
  subject: (count, county) =>
    count === 1
      ? `Property alert: a document was recorded in ${county}`
      : `Property alert: ${count} documents were recorded in ${county}`,
  greeting: (county) => `${county} recorded documents under what you watch.`,
  intro: 'Each document, and why it matched:',
  document: (instrument, docNumber) => `${instrument}, document ${docNumber}`,
  recorded: (date) => `Recorded: ${date}`,
  grantors: 'Grantors',
  grantees: 'Grantees',
  none: '(none)',
  view: 'See the document',
  why: {
    grantor: (watched, name) => `Why: your watch (${watched}) matched the grantor ${name}.`,
    grantee: (watched, name) => `Why: your watch (${watched}) matched the grantee ${name}.`,
    parcel: (watched, parcelId) => `Why: your watch (${watched}) matched the document's parcel ${parcelId}.`,
    legal: (watched, legal) => `Why: your watch (${watched}) matched the document's legal description (${legal}).`,
  },
  watch: {
    name: (name) => `name ${name}`,
    parcel: (parcelId) => `parcel ${parcelId}`,
    plat: (plat, lot, block) =>
      ['plat ' + plat, lot && `lot ${lot}`, block && `block ${block}`].filter(Boolean).join(', '),
    str: (section, township, range) => `section ${section}, township ${township}, range ${range}`,
  },
  notYours: (contact) =>
    `If you did not expect a document, for instance a deed or mortgage you did not sign, contact the recorder's office${contact ? ` (${contact})` : ''} at once.`,
  footer: (email) => `You receive this because ${email} asked for property alerts and confirmed them.`,
  unsubscribe: 'Stop these alerts (one click, no sign-in)',
};

const japanese: AlertMailTexts = {
  subject: (count, county) =>
    count === 1
      ? `不動産アラート: ${county} で書類が 1 件記録されました`
      : `不動産アラート: ${county} で書類が ${count} 件記録されました`,
  greeting: (county) => `${county} で、あなたが見守っている対象に関する書類が記録されました。`,
  intro: '各書類と一致した理由:',
  document: (instrument, docNumber) => `${instrument}、書類番号 ${docNumber}`,
  recorded: (date) => `記録日時: ${date}`,
  grantors: '譲渡人',
  grantees: '譲受人',
  none: '(なし)',
  view: '書類を見る',
  why: {
    grantor: (watched, name) => `理由: あなたの見守り(${watched})が譲渡人 ${name} と一致しました。`,
    grantee: (watched, name) => `理由: あなたの見守り(${watched})が譲受人 ${name} と一致しました。`,
    parcel: (watched, parcelId) => `理由: あなたの見守り(${watched})が書類の区画 ${parcelId} と一致しました。`,
    legal: (watched, legal) => `理由: あなたの見守り(${watched})が書類の法的記述(${legal})と一致しました。`,
  },
  watch: {
    name: (name) => `名前 ${name}`,
    parcel: (parcelId) => `区画 ${parcelId}`,
    plat: (plat, lot, block) =>
      ['区画図 ' + plat, lot && `ロット ${lot}`, block && `ブロック ${block}`].filter(Boolean).join('、'),
    str: (section, township, range) => `セクション ${section}、タウンシップ ${township}、レンジ ${range}`,
  },
  notYours: (contact) =>
    `身に覚えのない書類(署名していない証書や抵当権など)があれば、すぐに登記所${contact ? `(${contact})` : ''}に連絡してください。`,
  footer: (email) => `${email} が不動産アラートを申し込み、確認したため、このメールをお送りしています。`,
  unsubscribe: 'アラートの配信を停止する(ワンクリック、サインイン不要)',
};

/** The texts of a language: its own where written, English otherwise. */
export const alertEmailTexts: Record<Language, AlertMailTexts> = {
  BENGALI: english,
  CAROLINIAN: english,
  CHAMORRO: english,
  CHINESE: english,
  CHUUKESE: english,
  ENGLISH: english,
  JAPANESE: japanese,
  KOREAN: english,
  PALAUAN: english,
  POHNPEIAN: english,
  RUSSIAN: english,
  TAGALOG: english,
  THAI: english,
  TURKISH: english,
};

/**
 * A recorded time as the county's clock wrote it (ISO 8601 with its offset: the county's zone), in the email:
 * 03/05/2024 9:30 AM, or 2024/03/05 9:30 in Japanese. A date alone is shown alone.
 */
export function alertRecordedDate(language: Language, iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  const [hours, minutes] = [Number(iso.slice(11, 13)), iso.slice(14, 16)];
  const time =
    iso.length < 16
      ? ''
      : language === 'JAPANESE'
        ? ` ${hours}:${minutes}`
        : ` ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return language === 'JAPANESE' ? `${year}/${month}/${day}${time}` : `${month}/${day}/${year}${time}`;
}
