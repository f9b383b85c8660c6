import { z } from 'zod';
import { flag, requiredWholeNumber, text, wholeNumber } from './fields';
import { configMessages as m } from './messages';

/** A paragraph of news: a heading and its text (002 §3 Paragraph lists; the calls name every list paragraphs). */
const paragraphSchema = z.object({ heading: text(200), paragraphContent: text(5000) });
export type Paragraph = z.infer<typeof paragraphSchema>;

/** A link of the "More Links" and login-page lists: a description and a web address, both or neither. */
const linkSchema = z
  .object({
    description: text(200),
    url: z
      .string(m.url.text)
      .trim()
      .refine((url) => url === '' || /^https?:\/\/[^\s/]+\S*$/i.test(url), m.url.text)
      .default(''),
  })
  .superRefine((link, context) => {
    if (link.description && !link.url) context.addIssue({ code: 'custom', path: ['url'], message: m.required.text });
    if (link.url && !link.description)
      context.addIssue({ code: 'custom', path: ['description'], message: m.required.text });
  });
export type Link = z.infer<typeof linkSchema>;

export const isBlankParagraph = (row: Paragraph) => !row.heading && !row.paragraphContent;
export const isBlankLink = (row: Link) => !row.description && !row.url;

/** At most 50 rows (002 §5); blank rows are dropped on save. */
const list = <Row>(row: z.ZodType<Row, unknown>, isBlank: (row: Row) => boolean, limit: string) =>
  z.object({
    paragraphs: z
      .array(row)
      .max(50, limit)
      .default([])
      .transform((rows) => rows.filter((kept) => !isBlank(kept))),
  });

/** "More News" (home) and the login page's latest news. */
export const latestNewsSchema = list(paragraphSchema, isBlankParagraph, m.paragraphLimit.text);
export const loginPageLatestNewsSchema = list(paragraphSchema, isBlankParagraph, m.paragraphLimit.text);
/** "More Links" (home). */
export const externalLinksSchema = list(linkSchema, isBlankLink, m.linkLimit.text);

/** The login page's links: a fixed 12 rows in the order the county arranged them; blank rows keep their place. */
export const loginPageLinksSchema = z.object({
  paragraphs: z
    .array(linkSchema)
    .length(12, m.loginLinksCount.text)
    .default(() => Array.from({ length: 12 }, () => ({ description: '', url: '' }))),
});

export const loginPageSlidesSchema = z.object({
  numberOfSlides: wholeNumber({ min: 1, max: 6, message: m.slides.text }, 1),
});

export const loginPageRegistrationSchema = z.object({
  forgotPasswordLink: flag(true),
  selfRegistration: flag(true),
  /** Hours a registration or password-reset link works. */
  emaileExpireIn: requiredWholeNumber(
    { min: 1, max: 168, tooSmall: m.atLeastOne.text, tooLarge: m.emailExpiryMaximum.text },
    4,
  ),
});

/** Which cards the home page and the login page show (002 §3 Home selections). */
export const homeSelectionsSchema = z.object({
  latestNews: flag(true),
  latestNewsLoginPage: flag(true),
  latestNewsMore: flag(true),
  disclaimer: flag(true),
  /** Shown on the disclaimer card when it is on. */
  disclaimerNote: text(2000),
  contactUs: flag(true),
  links: flag(true),
  linksLoginPage: flag(true),
  linksMore: flag(true),
  loginSlides: flag(true),
  notableDates: flag(true),
  transactions: flag(true),
  /** Ours (issue 29): the property alerts card, shown while the county offers them. */
  propertyAlerts: flag(true),
});

export const reportsSchema = z.object({
  statementReport: flag(true),
  statementReportCountyNote: text(2000),
  auditAccountsReport: flag(true),
  auditAccountsReportCountyNote: text(2000),
  auditUsersReport: flag(true),
  auditUsersReportCountyNote: text(2000),
  accountTypeReport: flag(true),
  accountTypeReportCountyNote: text(2000),
});
