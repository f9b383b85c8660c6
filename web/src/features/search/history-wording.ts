import type { SearchType } from '@landrecords/contracts/codes';

/** The translate function the wording needs (i18next's `t`, or a stand-in in tests). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A recent search as the server keeps it (001 §3.6); criteria are the form's as the server checked them. */
export type HistoryEntry = {
  type: string;
  longDescription?: string;
  criteria?: Record<string, unknown>;
};

type Labels = { bookLabel: string; torrensLabel: string; today?: string; indexBegin?: string };

/** The from-dates a form fills in by itself (001 §9): not worth saying. */
const earliestDates = ['01/01/1900', '01/01/1800'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const chosen = (value: unknown) => {
  const code = text(value);
  return code !== '' && code !== 'ALL' ? code : '';
};

/** A person as said aloud: "SMITH JOHN Q" for last, first and initial. */
const person = (last: unknown, first: unknown, initial: unknown) =>
  [text(last), text(first), text(initial)].filter(Boolean).join(' ');

/**
 * What a recent search looked for, as a person would say it (issue 21): 'Name: MO and MO, grantors and grantees'
 * rather than the criteria's raw values ('BOTH, MO, AND, MO'). An entry without criteria keeps the server's words.
 */
export function historyWording(t: Translate, entry: HistoryEntry, labels: Labels): string {
  const criteria = entry.criteria;
  const type = entry.type as SearchType;
  const name = t(`searchForms.names.${type}`, { book: labels.bookLabel, torrens: labels.torrensLabel });
  if (!criteria) return entry.longDescription ?? name;
  const parts = partsOf(t, type, criteria, labels).filter(Boolean);
  return parts.length > 0 ? `${name}: ${parts.join(', ')}` : name;
}

/**
 * The dates of a search, leaving out those every form starts with: the earliest from-date (or the abstract index's
 * begin date) and a to-date of today.
 */
function dates(t: Translate, criteria: Record<string, unknown>, labels: Labels, always = false): string {
  const typedFrom = text(criteria.fromRecordedDate);
  const typedTo = text(criteria.toRecordedDate);
  const starts = [...earliestDates, labels.indexBegin];
  const from = !always && starts.includes(typedFrom) ? '' : typedFrom;
  const to = !always && typedTo === labels.today ? '' : typedTo;
  if (from && to) return t('searchForms.history.fromTo', { from, to });
  if (from) return t('searchForms.history.from', { from });
  if (to) return t('searchForms.history.to', { to });
  return '';
}

function codes(t: Translate, criteria: Record<string, unknown>): string[] {
  const documentType = chosen(criteria.documentType);
  const group = chosen(criteria.instrumentGroup);
  return [
    documentType && t('searchForms.history.documentType', { code: documentType }),
    group && t('searchForms.history.instrumentGroup', { code: group }),
  ];
}

const searchIn = (t: Translate, value: unknown) => t(`searchForms.history.searchIn.${chosen(value) || 'BOTH'}`);

function legalParts(t: Translate, c: Record<string, unknown>): string[] {
  if (c.legalType === 'MB') {
    return [
      text(c.section) && t('searchForms.history.section', { value: text(c.section) }),
      text(c.township) && t('searchForms.history.township', { value: text(c.township) }),
      text(c.range) && t('searchForms.history.range', { value: text(c.range) }),
      person(c.grantorGranteeLastNameMb, c.grantorGranteeFirstNameMb, c.grantorGranteeMiddleInitialMb),
    ];
  }
  const plat = text(c.platName) || text(c.platNumber) || text(c.plat);
  return [
    plat && t('searchForms.history.plat', { value: plat }),
    text(c.lot) && t('searchForms.history.lot', { value: text(c.lot) }),
    text(c.block) && t('searchForms.history.block', { value: text(c.block) }),
    text(c.unit) && t('searchForms.history.unit', { value: text(c.unit) }),
    person(c.grantorGranteeLastNameLb, c.grantorGranteeFirstNameLb, c.grantorGranteeMiddleInitialLb),
  ];
}

function partsOf(t: Translate, type: SearchType, c: Record<string, unknown>, labels: Labels): string[] {
  switch (type) {
    case 'searchByName': {
      const first = person(c.grantorGranteeLastName1, c.grantorGranteeFirstName1, c.grantorGranteeMiddleInitial1);
      const second = person(c.grantorGranteeLastName2, c.grantorGranteeFirstName2, c.grantorGranteeMiddleInitial2);
      const names = second
        ? t(c.andOr === 'AND' ? 'searchForms.history.and' : 'searchForms.history.or', { first, second })
        : first;
      return [names, searchIn(t, c.grantorGranteeSearchIn), ...codes(t, c), dates(t, c, labels)];
    }
    case 'searchByAddress':
      return [
        [text(c.streetNumber), text(c.streetName)].filter(Boolean).join(' '),
        text(c.city),
        ...codes(t, c),
        dates(t, c, labels),
      ];
    case 'searchByBookAndPage':
      return [
        t('searchForms.history.book', { book: labels.bookLabel, value: text(c.book) }),
        text(c.page) && t('searchForms.history.page', { value: text(c.page) }),
        chosen(c.bookType) && t('searchForms.history.bookType', { code: chosen(c.bookType) }),
      ];
    case 'searchByDate':
      return [dates(t, c, labels, true), ...codes(t, c)];
    case 'searchByDocumentNumber': {
      const from = text(c.fromDocumentNumber);
      const to = text(c.toDocumentNumber);
      return [to ? t('searchForms.history.numberRange', { from, to }) : from, ...codes(t, c)];
    }
    case 'searchByParcelId':
      return [text(c.parcelId), ...codes(t, c), dates(t, c, labels)];
    case 'searchByLegalDescription':
    case 'searchByTractBookLegal':
      return [...legalParts(t, c), ...codes(t, c), dates(t, c, labels)];
    case 'searchByTorrensCertificate':
      return [text(c.certificateNumber)];
    case 'searchByTorrensText':
      return [text(c.text), t(`searchForms.history.torrensIn.${chosen(c.searchIn) || 'ALL'}`)];
    case 'searchByTractBookId':
      return [text(c.tractBookId)];
    case 'searchByTractIndexNMI':
      return [text(c.island), text(c.village), text(c.parcelId), dates(t, c, labels)];
    case 'searchByPlat':
      return [text(c.platName) || text(c.platNumber) || text(c.plat)];
    case 'searchByGrantorGranteeBook':
      return [text(c.lastName), searchIn(t, c.grantorGranteeSearchIn), dates(t, c, labels)];
    case 'searchByTaxLien': {
      const method = text(c.searchBy) || 'TAXPAYER_NAME';
      const status = t(`searchForms.history.lienStatus.${chosen(c.currentOrExpired) || 'ALL'}`);
      if (method === 'DOCUMENT_NUMBER')
        return [t('searchForms.history.document', { value: text(c.documentNumber) }), status];
      if (method === 'LIEN_NUMBER') return [t('searchForms.history.lien', { value: text(c.lienNumber) }), status];
      if (method === 'DATE_RANGE') return [dates(t, c, labels, true), ...codes(t, c), status];
      return [person(c.taxpayerName, c.taxpayerFirstName, c.taxpayerMiddleInitial), status];
    }
  }
}
