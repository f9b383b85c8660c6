import { z } from 'zod';
import type { SearchType } from '../codes';
import { checkNameSet, choice, codeOrAll, dateRange, middleInitial, sinkOf, typed, type IssueSink } from './fields';
import { legalCriteria } from './legal-criteria';
import { searchMessages as m } from './messages';
import type { ResultKind } from './paging';

/**
 * The criteria of each search form (001 §3.1) with their defaults (001 §9) and rules (001 §5). Dates are
 * checked by the server against the county's today (search-dates.ts), after these.
 */

const digits = /^\d+$/;
const lettersAndDigits = /^[A-Za-z0-9]*$/;
const rules = <Shape extends z.ZodRawShape>(
  shape: Shape,
  check: (values: z.infer<z.ZodObject<Shape>>, add: IssueSink) => void,
) => z.object(shape).superRefine((values, ctx) => check(values, sinkOf(ctx)));

const address = rules(
  { streetNumber: typed(20), streetName: typed(100), city: typed(60), instrumentGroup: codeOrAll(), ...dateRange },
  (values, add) => {
    if (values.streetNumber === '') add('streetNumber', m.required.text);
    if (values.streetName === '') add('streetName', m.required.text);
    else if (values.streetName.length < 3) add('streetName', m.threeMinimum.text);
    if (values.city !== '' && values.city.length < 3) add('city', m.threeMinimumOrBlank.text);
  },
);

const bookAndPage = rules({ book: typed(20), page: typed(20), bookType: codeOrAll() }, (values, add) => {
  if (values.book === '') add('book', m.required.text);
});

const date = rules({ documentType: codeOrAll(), instrumentGroup: codeOrAll(), ...dateRange }, (values, add) => {
  if (values.fromRecordedDate === '') add('fromRecordedDate', m.required.text);
});

const documentNumber = rules(
  { documentType: codeOrAll(), fromDocumentNumber: typed(40), toDocumentNumber: typed(40) },
  (values, add) => {
    if (values.fromDocumentNumber === '') return add('fromDocumentNumber', m.required.text);
    if (values.toDocumentNumber === '') return;
    if (!digits.test(values.fromDocumentNumber) || !digits.test(values.toDocumentNumber)) {
      add('fromDocumentNumber', m.numericRange.text);
      add('toDocumentNumber', m.numericRange.text);
    } else if (BigInt(values.toDocumentNumber) < BigInt(values.fromDocumentNumber)) {
      add('fromDocumentNumber', m.invalidNumericRange.text);
      add('toDocumentNumber', m.invalidNumericRange.text);
    }
  },
);

const nameShape = {
  grantorGranteeSearchIn: choice(['BOTH', 'GRANTORS', 'GRANTEES'], 'BOTH'),
  grantorGranteeLastName1: typed(150),
  grantorGranteeFirstName1: typed(60),
  grantorGranteeMiddleInitial1: middleInitial(),
  andOr: choice(['AND', 'OR'], 'OR'),
  grantorGranteeLastName2: typed(150),
  grantorGranteeFirstName2: typed(60),
  grantorGranteeMiddleInitial2: middleInitial(),
  documentType: codeOrAll(),
  instrumentGroup: codeOrAll(),
  ...dateRange,
};
const nameSet = (n: 1 | 2) => ({
  last: `grantorGranteeLastName${n}`,
  first: `grantorGranteeFirstName${n}`,
  mi: `grantorGranteeMiddleInitial${n}`,
});
const name = rules(nameShape, (values, add) => {
  checkNameSet(add, nameSet(1), values, { lastRequired: true, lastChecks: true });
  checkNameSet(add, nameSet(2), values, { lastChecks: true });
});

const parcelId = rules({ parcelId: typed(40), documentType: codeOrAll(), ...dateRange }, (values, add) => {
  if (values.parcelId === '') add('parcelId', m.required.text);
  else if (values.parcelId.includes('%')) add('parcelId', m.invalidCharacters.text);
  else if (values.parcelId.length < 2) add('parcelId', m.twoMinimum.text);
});

const torrensCertificate = rules({ certificateNumber: typed(40), ...dateRange }, (values, add) => {
  if (values.certificateNumber === '') add('certificateNumber', m.required.text);
});

const torrensText = rules(
  { text: typed(200), searchIn: choice(['ALL', 'LEGAL', 'DOCUMENT', 'MEMORIAL', 'RECITAL'], 'ALL'), ...dateRange },
  (values, add) => {
    if (values.text === '') add('text', m.required.text);
    else if (values.searchIn !== 'DOCUMENT' && values.text.length < 3) add('text', m.threeMinimum.text);
  },
);

const tractBookId = rules({ tractBookId: typed(60), ...dateRange }, (values, add) => {
  if (values.tractBookId === '') add('tractBookId', m.required.text);
});

const tractIndex = rules(
  { island: typed(40), village: typed(60), parcelId: typed(40), ...dateRange },
  (values, add) => {
    if (values.island === '') add('island', m.required.text);
    if (values.village === '') add('village', m.required.text);
    else if (values.village.length < 3) add('village', m.threeMinimum.text);
    if (!lettersAndDigits.test(values.parcelId)) add('parcelId', m.lettersAndDigits.text);
  },
);

const plat = rules({ plat: typed(20), platName: typed(200), platNumber: typed(40), ...dateRange }, (values, add) => {
  if (values.plat === '') add('plat', m.validPlat.text);
});

const grantorGranteeBook = rules(
  { lastName: typed(150), grantorGranteeSearchIn: choice(['BOTH', 'GRANTORS', 'GRANTEES'], 'BOTH'), ...dateRange },
  (values, add) => {
    if (values.lastName === '') add('lastName', m.required.text);
  },
);

export const taxLienMethods = ['DATE_RANGE', 'DOCUMENT_NUMBER', 'LIEN_NUMBER', 'TAXPAYER_NAME'] as const;
const taxLien = rules(
  {
    searchBy: choice(taxLienMethods, 'TAXPAYER_NAME'),
    documentType: codeOrAll(),
    documentNumber: typed(40),
    lienNumber: typed(40),
    taxpayerName: typed(150),
    taxpayerFirstName: typed(60),
    taxpayerMiddleInitial: middleInitial(),
    currentOrExpired: choice(['ALL', 'CURRENT', 'EXPIRED'], 'CURRENT'),
    ...dateRange,
  },
  (values, add) => {
    if (values.searchBy === 'DATE_RANGE' && values.fromRecordedDate === '') add('fromRecordedDate', m.required.text);
    if (values.searchBy === 'DOCUMENT_NUMBER' && values.documentNumber === '') add('documentNumber', m.required.text);
    if (values.searchBy === 'LIEN_NUMBER' && values.lienNumber === '') add('lienNumber', m.required.text);
    if (values.searchBy === 'TAXPAYER_NAME') {
      checkNameSet(add, { last: 'taxpayerName', first: 'taxpayerFirstName', mi: 'taxpayerMiddleInitial' }, values, {
        lastRequired: true,
        lastChecks: true,
      });
    }
  },
);

export type SearchSpec<Criteria extends Record<string, unknown> = Record<string, unknown>> = {
  kind: ResultKind;
  criteria: z.ZodType<Criteria>;
  /** The earliest from-date a blank one takes (001 §9). */
  earliest: '01/01/1900' | '01/01/1800';
};

const spec = <Criteria extends SearchSpec['criteria']>(
  kind: ResultKind,
  criteria: Criteria,
  earliest: SearchSpec['earliest'] = '01/01/1900',
) => ({ kind, criteria, earliest });

const specs = {
  searchByAddress: spec('general', address),
  searchByBookAndPage: spec('general', bookAndPage),
  searchByDate: spec('general', date),
  searchByDocumentNumber: spec('general', documentNumber),
  searchByLegalDescription: spec('general', legalCriteria('legal')),
  searchByName: spec('general', name),
  searchByParcelId: spec('general', parcelId),
  searchByTractIndexNMI: spec('general', tractIndex),
  searchByPlat: spec('general', plat),
  searchByTorrensCertificate: spec('torrens', torrensCertificate),
  searchByTorrensText: spec('torrens', torrensText),
  searchByTractBookId: spec('tractBook', tractBookId, '01/01/1800'),
  searchByTractBookLegal: spec('tractBook', legalCriteria('tractBook'), '01/01/1800'),
  searchByGrantorGranteeBook: spec('grantorGranteeBook', grantorGranteeBook, '01/01/1800'),
  searchByTaxLien: spec('taxLien', taxLien),
} satisfies Record<SearchType, SearchSpec>;

/**
 * The checked criteria of each search type, as its schema gives them (defaults filled, text trimmed): what its
 * plan reads. Renaming a field in a schema above changes these types, so every reader of the old name breaks.
 */
export type SearchCriteria = { [T in SearchType]: z.infer<(typeof specs)[T]['criteria']> };
export type CriteriaOf<T extends SearchType> = SearchCriteria[T];

/** Each search's spec, its criteria typed as that search's own. */
export const searchSpecs: { [T in SearchType]: SearchSpec<CriteriaOf<T>> } = specs;

export type AddressCriteria = CriteriaOf<'searchByAddress'>;
export type BookAndPageCriteria = CriteriaOf<'searchByBookAndPage'>;
export type DateCriteria = CriteriaOf<'searchByDate'>;
export type DocumentNumberCriteria = CriteriaOf<'searchByDocumentNumber'>;
export type LegalDescriptionCriteria = CriteriaOf<'searchByLegalDescription'>;
export type NameSearchCriteria = CriteriaOf<'searchByName'>;
export type ParcelIdCriteria = CriteriaOf<'searchByParcelId'>;
export type TractIndexCriteria = CriteriaOf<'searchByTractIndexNMI'>;
export type PlatCriteria = CriteriaOf<'searchByPlat'>;
export type TorrensCertificateCriteria = CriteriaOf<'searchByTorrensCertificate'>;
export type TorrensTextCriteria = CriteriaOf<'searchByTorrensText'>;
export type TractBookIdCriteria = CriteriaOf<'searchByTractBookId'>;
export type TractBookLegalCriteria = CriteriaOf<'searchByTractBookLegal'>;
export type GrantorGranteeBookCriteria = CriteriaOf<'searchByGrantorGranteeBook'>;
export type TaxLienCriteria = CriteriaOf<'searchByTaxLien'>;
/** The legal description parts, method and name blocks both legal searches share (legal-criteria.ts). */
export type LegalCriteria = LegalDescriptionCriteria | TractBookLegalCriteria;
