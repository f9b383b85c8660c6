import { z } from 'zod';
import { amountsInDollars } from './amounts';
import { billingScheduleSchema } from './billing-schedule';
import { creditCardExtraAmounts, creditCardExtraSchema, escrowAmounts, escrowSchema } from './card-and-escrow';
import { commonSchema } from './common';
import { requiredOnSaveOf } from './fields';
import { flatFeeAmounts, flatFeeOverrideSchema, flatFeeSchema } from './flat-fee';
import { notableDatesSchema } from './notable-dates';
import { propertyAlertsSchema } from './property-alerts';
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
import { efileAmounts, efileSchema, languagesSchema } from './technical';
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
/**
 * What a save must send: the section's schema, except that a required field (countyName, the lockout messages,
 * emaileExpireIn...) left out is "Required." rather than its default, so a partial body cannot reset it.
 */
export function saveBodyOf(schema: z.ZodType): z.ZodType {
  const required = requiredOnSave(schema);
  return required.length === 0 ? schema : (schema as z.ZodObject).safeExtend(Object.fromEntries(required));
}

function requiredOnSave(schema: z.ZodType): Array<[field: string, rule: z.ZodType]> {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([field, rule]) => {
    const onSave = requiredOnSaveOf(rule);
    return onSave ? [[field, onSave] as [string, z.ZodType]] : [];
  });
}

const section = <Schema extends z.ZodType>(schema: Schema, options: SectionOptions = {}) => ({
  schema,
  access: options.access ?? ('county' as SectionAccess),
  amounts: options.amounts ?? [],
  readOnly: options.readOnly ?? [],
  body: options.body ?? saveBodyOf(schema),
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
  efile: section(efileSchema, { access: 'technical', amounts: efileAmounts }),
  languages: section(languagesSchema, { access: 'technical' }),
  recordsIndex: section(recordsIndexSchema, { access: 'technical' }),
  propertyAlerts: section(propertyAlertsSchema),
};

export type SectionName = keyof typeof countyConfigSections;

/** The fields a save of the section must send even though a section never saved reads them at a default. */
export const requiredFieldsOf = (section: SectionName): string[] =>
  requiredOnSave(countyConfigSections[section].schema).map(([field]) => field);
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
