import type { z } from 'zod/v4';
import {
  aLaCarteSchema,
  aLaCarteSpecialRatesSchema,
  billingScheduleSchema,
  creditCardExtraSchema,
  creditCardSchema,
  escrowSchema,
  flatFeeOverrideSchema,
  flatFeeSchema,
} from './fee-structure';
import { searchSchema, search2Schema } from './search';
import { efileSchema, languagesSchema } from './technical';
import {
  auditLogPurgeScheduleSchema,
  userAccessSchema,
  userLockoutSchema,
  userPurgeNowSchema,
  userPurgeScheduleSchema,
} from './user-admin';
import {
  commonSchema,
  externalLinksSchema,
  homeSelectionsSchema,
  latestNewsSchema,
  loginPageLatestNewsSchema,
  loginPageLinksSchema,
  loginPageRegistrationSchema,
  loginPageSlidesSchema,
  notableDatesSchema,
  reportsSchema,
} from './web-pages';

/** county: TRIMIN and COUNTY may read and save it; technical: TRIMIN only (002 §2.4). */
type Access = 'county' | 'technical';
const section = <Schema extends z.ZodType>(schema: Schema, access: Access = 'county') => ({ schema, access });

/** Every county configuration section by its API name (002 §7); each is a stream of its own. */
export const countyConfigSections = {
  aLaCarte: section(aLaCarteSchema),
  aLaCarteSpecialRates: section(aLaCarteSpecialRatesSchema),
  creditCard: section(creditCardSchema),
  creditCardExtra: section(creditCardExtraSchema),
  escrow: section(escrowSchema),
  flatFee: section(flatFeeSchema),
  flatFeeOverride: section(flatFeeOverrideSchema),
  billingSchedule: section(billingScheduleSchema),
  common: section(commonSchema),
  efile: section(efileSchema, 'technical'),
  languages: section(languagesSchema, 'technical'),
  latestNews: section(latestNewsSchema),
  externalLinks: section(externalLinksSchema),
  notableDates: section(notableDatesSchema),
  homeSelections: section(homeSelectionsSchema),
  loginPageLinks: section(loginPageLinksSchema),
  loginPageLatestNews: section(loginPageLatestNewsSchema),
  loginPageSlides: section(loginPageSlidesSchema),
  loginPageRegistration: section(loginPageRegistrationSchema),
  search: section(searchSchema),
  search2: section(search2Schema),
  reports: section(reportsSchema),
  userLockout: section(userLockoutSchema),
  userPurgeSchedule: section(userPurgeScheduleSchema),
  userPurgeNow: section(userPurgeNowSchema),
  userAccess: section(userAccessSchema),
  auditLogPurgeSchedule: section(auditLogPurgeScheduleSchema),
};

export type SectionName = keyof typeof countyConfigSections;
export const sectionNames = Object.keys(countyConfigSections) as SectionName[];
export type SectionValues<S extends SectionName> = z.output<(typeof countyConfigSections)[S]['schema']>;
export type CountyConfig = { [S in SectionName]: SectionValues<S> };

export const isSectionName = (name: string): name is SectionName => Object.hasOwn(countyConfigSections, name);

/** A section as it stands before anyone saved it: every field at the spec's default. */
export function defaultSection<S extends SectionName>(name: S): SectionValues<S> {
  return countyConfigSections[name].schema.parse({}) as SectionValues<S>;
}

export function defaultCountyConfig(): CountyConfig {
  return Object.fromEntries(sectionNames.map((name) => [name, defaultSection(name)])) as CountyConfig;
}
