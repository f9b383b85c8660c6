import type { z } from 'zod';
import { amountsInDollars } from './amounts';
import { billingScheduleSchema } from './billing-schedule';
import { creditCardExtraAmounts, creditCardExtraSchema, escrowAmounts, escrowSchema } from './card-and-escrow';
import { commonSchema } from './common';
import { flatFeeAmounts, flatFeeOverrideSchema, flatFeeSchema } from './flat-fee';
import { notableDatesSchema } from './notable-dates';
import {
  aLaCarteAmounts,
  aLaCarteSchema,
  aLaCarteSpecialRatesAmounts,
  aLaCarteSpecialRatesSchema,
  creditCardAmounts,
  creditCardSchema,
} from './rates';
import { recordsIndexSchema } from './records-index';
import { search2Schema, searchSaveSchema, searchSchema } from './search';
import { efileSchema, languagesSchema } from './technical';
import {
  auditLogPurgeScheduleSchema,
  userAccessSchema,
  userLockoutSchema,
  userPurgeNowSchema,
  userPurgeScheduleSchema,
} from './user-admin';
import {
  externalLinksSchema,
  homeSelectionsSchema,
  latestNewsSchema,
  loginPageLatestNewsSchema,
  loginPageLinksSchema,
  loginPageRegistrationSchema,
  loginPageSlidesSchema,
  reportsSchema,
} from './web-pages';

/** county: TRIMIN and COUNTY read and save it; technical: TRIMIN only (002 §2.4). */
export type SectionAccess = 'county' | 'technical';

type SectionOptions = {
  access?: SectionAccess;
  /** Paths of the amounts: dollars on the wire, cents once parsed and stored. */
  amounts?: readonly string[];
  /** Fields the form cannot set: a save keeps their stored values. */
  readOnly?: readonly string[];
  /** What the form posts, when it carries more than the section (Search 1's updateUsers). */
  body?: z.ZodType;
};
const section = <Schema extends z.ZodType>(schema: Schema, options: SectionOptions = {}) => ({
  schema,
  access: options.access ?? ('county' as SectionAccess),
  amounts: options.amounts ?? [],
  readOnly: options.readOnly ?? [],
  body: options.body ?? schema,
});

/** Every county configuration section by its API name (002 §7); each one is an event stream of its own. */
export const countyConfigSections = {
  aLaCarte: section(aLaCarteSchema, { amounts: aLaCarteAmounts }),
  aLaCarteSpecialRates: section(aLaCarteSpecialRatesSchema, { amounts: aLaCarteSpecialRatesAmounts }),
  creditCard: section(creditCardSchema, { amounts: creditCardAmounts }),
  creditCardExtra: section(creditCardExtraSchema, { amounts: creditCardExtraAmounts }),
  escrow: section(escrowSchema, { amounts: escrowAmounts }),
  flatFee: section(flatFeeSchema, { amounts: flatFeeAmounts }),
  flatFeeOverride: section(flatFeeOverrideSchema, { amounts: flatFeeAmounts }),
  billingSchedule: section(billingScheduleSchema, { readOnly: ['lastRan'] }),
  auditLogPurgeSchedule: section(auditLogPurgeScheduleSchema),
  userAccess: section(userAccessSchema),
  userLockout: section(userLockoutSchema),
  userPurgeNow: section(userPurgeNowSchema),
  userPurgeSchedule: section(userPurgeScheduleSchema),
  common: section(commonSchema),
  loginPageLinks: section(loginPageLinksSchema),
  loginPageLatestNews: section(loginPageLatestNewsSchema),
  loginPageSlides: section(loginPageSlidesSchema),
  loginPageRegistration: section(loginPageRegistrationSchema),
  latestNews: section(latestNewsSchema),
  externalLinks: section(externalLinksSchema),
  notableDates: section(notableDatesSchema),
  homeSelections: section(homeSelectionsSchema),
  search: section(searchSchema, { body: searchSaveSchema }),
  search2: section(search2Schema),
  reports: section(reportsSchema),
  efile: section(efileSchema, { access: 'technical' }),
  languages: section(languagesSchema, { access: 'technical' }),
  recordsIndex: section(recordsIndexSchema, { access: 'technical' }),
};

export type SectionName = keyof typeof countyConfigSections;
export const sectionNames = Object.keys(countyConfigSections) as SectionName[];
/** A section as stored and used by the server: amounts in cents. */
export type SectionValues<S extends SectionName> = z.output<(typeof countyConfigSections)[S]['schema']>;
export type CountyConfig = { [S in SectionName]: SectionValues<S> };

export const isSectionName = (name: string): name is SectionName => Object.hasOwn(countyConfigSections, name);

/** A section as nobody has saved it yet: every field at the spec's default. */
export function defaultSection<S extends SectionName>(name: S): SectionValues<S> {
  return countyConfigSections[name].schema.parse({}) as SectionValues<S>;
}

export function defaultCountyConfig(): CountyConfig {
  return Object.fromEntries(sectionNames.map((name) => [name, defaultSection(name)])) as CountyConfig;
}

/** A section as the wire carries it: amounts in dollars. */
export function sectionOnTheWire<S extends SectionName>(name: S, values: SectionValues<S>): SectionValues<S> {
  return amountsInDollars(values, countyConfigSections[name].amounts);
}
