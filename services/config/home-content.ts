import type { HomeContent, Table } from '@landrecords/contracts/config/home';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import { notableDateKinds, notableIndexes, type NotableIndex } from '@landrecords/contracts/config/notable-dates';

const kindHeadings = {
  Verified: 'Verified Through',
  Posted: 'Posted Through',
  IndexBegin: 'Index Begins',
  ImageBegin: 'Images Begin',
  ImageThru: 'Images Through',
} as const;

/**
 * The notable dates card: a row per index (abstract, the county's torrens label, lien) when the county keeps
 * separate indexes, else one row; the Verified column only when the county uses verification dates.
 */
export function notableDatesTable(config: Pick<CountyConfig, 'notableDates' | 'common'>): Table {
  const dates = config.notableDates;
  const kinds = notableDateKinds.filter((kind) => kind !== 'Verified' || dates.useVerificationDate);
  const labels: Record<NotableIndex, string> = {
    abstract: dates.showSeparateIndexes ? 'Abstract' : 'Records',
    torrens: config.common.torrensLabel,
    lien: 'Lien',
  };
  const indexes = dates.showSeparateIndexes ? notableIndexes : (['abstract'] as const);
  return {
    headings: ['', ...kinds.map((kind) => kindHeadings[kind])],
    rows: indexes.map((index) => [labels[index], ...kinds.map((kind) => dates[`${index}${kind}`])]),
  };
}

/**
 * The Transactions card's columns. home/all is the same for every visitor of a role, so it carries no one's
 * money: the caller's figures are home/transactionTotals (the portal capability), read from the transactions
 * report's own lines, and the card shows those.
 */
export const transactionTotals = (): Table => ({ headings: ['Transactions', 'Today', 'This Month', 'YTD'], rows: [] });

/**
 * The home page's content (000 §3 Home content), for a visitor with this role (none when signed out):
 * the cards the county selected, what they show, and the lockout state for the header.
 */
export function homeContent(config: CountyConfig, role: string | null): HomeContent {
  const selections = config.homeSelections;
  const { common, userLockout } = config;
  return {
    selections: {
      contactUs: selections.contactUs,
      disclaimer: selections.disclaimer,
      disclaimerNote: selections.disclaimerNote,
      latestNews: selections.latestNews,
      latestNewsMore: selections.latestNewsMore,
      links: selections.links,
      linksMore: selections.linksMore,
      loginSlides: selections.loginSlides,
      notableDates: selections.notableDates && config.notableDates.showNotableDates,
      // 000 §2: hidden for GUEST; a visitor who is not signed in has no transactions either.
      transactions: selections.transactions && role !== null && role !== 'GUEST',
      propertyAlerts: selections.propertyAlerts && config.propertyAlerts.enabled,
    },
    numberOfSlides: { numberOfSlides: config.loginPageSlides.numberOfSlides },
    common: {
      appTitle: common.appTitle,
      countyName: common.countyName,
      contactName: common.contactName,
      contactTitle: common.contactTitle,
      contactPhone: common.contactPhone,
      contactEmail: common.contactEmail,
    },
    notableDates: notableDatesTable(config),
    transactionTotals: transactionTotals(),
    links: { paragraphs: selections.links ? config.externalLinks.paragraphs : [] },
    latestNews: { paragraphs: selections.latestNews ? config.latestNews.paragraphs : [] },
    lockout: {
      lockoutInPlace: userLockout.lockoutInPlace,
      messageLogin: userLockout.messageLogin,
      messageHeadline: userLockout.messageHeadline,
    },
  };
}
