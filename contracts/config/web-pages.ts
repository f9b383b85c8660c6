import { z } from 'zod/v4';
import { stateCodes } from '../validation/states';
import { flag, note, requiredText, wholeNumber } from './fields';
import { configMessages as m } from './messages';

const validTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const commonSchema = z.object({
  appTitle: requiredText('Land Record Portal'),
  countyName: requiredText('Demo County'),
  contactName: note(100),
  contactTitle: note(100),
  contactPhone: note(30),
  contactEmail: note(50),
  bookLabel: requiredText('Book', 30),
  torrensLabel: requiredText('Torrens', 30),
  /** The county's state: the default state of forms (000 §3, 002 §9). */
  stateCode: z
    .string()
    .trim()
    .refine((value) => stateCodes.has(value), 'Choose a state from the list.')
    .default('MP'),
  /** Dates and times are shown, and date ranges cut, in this zone. */
  timeZone: z.string().trim().refine(validTimeZone, m.timeZone).default('Pacific/Saipan'),
});

const paragraph = z.object({ heading: note(200), paragraphContent: note(5000) });
const link = z.object({
  description: note(200),
  url: z
    .string()
    .trim()
    .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), m.url)
    .default(''),
});

/** News lists: at most 50 rows (002 §5); blank rows are dropped on save. */
const paragraphList = () =>
  z.object({
    paragraphs: z
      .array(paragraph)
      .default([])
      .transform((rows) => rows.filter((row) => row.heading || row.paragraphContent))
      .refine((rows) => rows.length <= 50, m.paragraphLimit),
  });
export const latestNewsSchema = paragraphList();
export const loginPageLatestNewsSchema = paragraphList();

export const externalLinksSchema = z.object({
  paragraphs: z
    .array(link)
    .default([])
    .transform((rows) => rows.filter((row) => row.description || row.url))
    .refine((rows) => rows.length <= 50, m.linkLimit),
});

/** Login links: a fixed 12 rows, in the order the county arranged them. */
export const loginPageLinksSchema = z.object({
  paragraphs: z
    .array(link)
    .length(12, m.loginLinksCount)
    .default(() => Array.from({ length: 12 }, () => link.parse({}))),
});

export const loginPageSlidesSchema = z.object({
  numberOfSlides: z.coerce.number(m.slides).int(m.slides).min(1, m.slides).max(6, m.slides).default(3),
});

export const loginPageRegistrationSchema = z.object({
  forgotPasswordLink: flag(true),
  selfRegistration: flag(true),
  /** Hours a registration or reset link works. */
  emaileExpireIn: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    wholeNumber(4, 1, 168).refine((hours) => hours >= 1, m.required),
  ),
});

const dateOrBlank = () =>
  z
    .string()
    .trim()
    .regex(/^(|\d{2}\/\d{2}\/\d{4})$/, m.date)
    .default('');
const indexDates = (prefix: string) =>
  Object.fromEntries(
    ['Verified', 'Posted', 'IndexBegin', 'ImageBegin', 'ImageThru'].map((name) => [`${prefix}${name}`, dateOrBlank()]),
  ) as Record<string, ReturnType<typeof dateOrBlank>>;

export const notableDatesSchema = z.object({
  showNotableDates: flag(true),
  showSeparateIndexes: flag(),
  useVerificationDate: flag(),
  ...indexDates('abstract'),
  ...indexDates('torrens'),
  ...indexDates('lien'),
  abstractLegalVerified: flag(),
  abstractLegalPosted: flag(),
  torrensLegalVerified: flag(),
  torrensLegalPosted: flag(),
  torrensCertificateThru: flag(),
});

export const homeSelectionsSchema = z.object({
  latestNews: flag(true),
  latestNewsLoginPage: flag(true),
  latestNewsMore: flag(true),
  disclaimer: flag(true),
  disclaimerNote: note(),
  contactUs: flag(true),
  links: flag(true),
  linksLoginPage: flag(true),
  linksMore: flag(true),
  loginSlides: flag(true),
  notableDates: flag(true),
  transactions: flag(true),
});

export const reportsSchema = z.object({
  statementReport: flag(true),
  statementReportCountyNote: note(),
  auditAccountsReport: flag(true),
  auditAccountsReportCountyNote: note(),
  auditUsersReport: flag(true),
  auditUsersReportCountyNote: note(),
  accountTypeReport: flag(true),
  accountTypeReportCountyNote: note(),
});
