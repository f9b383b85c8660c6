import { codeDescriptions } from '../codes';
import type { SectionName } from '../config/index';

/**
 * The product's own code lists (000 §3 "Configuration lists loaded at start"), each a code → description
 * table. The first four are the codes accounts and users carry; the rest name what the reports (002 §2.2)
 * will filter by, and are ours: the spec names the lists, not their entries.
 */

/** 002 §9: reports default to data source FIVE. There is no earlier system here, so it is the only source. */
const dataSourceTypes = { FIVE: 'This portal' } as const;

/** The audit log by what changed (its stream categories); ALL first, the reports' default (002 §9). */
const logTypes = {
  ALL: 'All',
  TRANSACTION: 'Transactions',
  ACCOUNT: 'Account changes',
  USER: 'User changes and sign-ins',
  CONFIGURATION: 'County configuration changes',
  RECORDS: 'Recorded documents',
} as const;

/** What money moves for (DESIGN §2: purchases, deposits, add-ons and renewals, authorizations, e-file). */
const transactionTypes = {
  ALL: 'All',
  IMAGE_PURCHASE: 'Image purchase',
  ESCROW_DEPOSIT: 'Escrow deposit',
  FLAT_FEE_ADD_ON: 'Flat fee add-on',
  FLAT_FEE_RENEWAL: 'Flat fee renewal',
  MONTHLY_FEE: 'Monthly fee',
  CARD_AUTHORIZATION: 'Credit card authorization',
  EFILE: 'E-file submission',
} as const;

/** Every county configuration section by its API name (002 §2.4, §7), as the control panel titles it. */
const configurationSections: Record<SectionName, string> = {
  aLaCarte: 'A La Carte Rates',
  aLaCarteSpecialRates: 'A La Carte Special Rates',
  creditCard: 'Credit Card Alternate Rates',
  creditCardExtra: 'Credit Card Extra',
  escrow: 'Escrow',
  flatFee: 'Flat Fee Rates',
  flatFeeOverride: 'Flat Fee Usage Override',
  billingSchedule: 'Schedule',
  auditLogPurgeSchedule: 'Audit Log Purge',
  userAccess: 'User Access',
  userLockout: 'Lockout',
  userPurgeNow: 'User Purge Now',
  userPurgeSchedule: 'User Purge Schedule',
  common: 'Common',
  loginPageLinks: 'Login - Links',
  loginPageLatestNews: 'Login - Latest News',
  loginPageSlides: 'Login - Slides',
  loginPageRegistration: 'Login - Registration',
  latestNews: 'More News',
  externalLinks: 'More Links',
  notableDates: 'Notable Dates',
  homeSelections: 'Home Selections',
  search: 'Search 1',
  search2: 'Search 2',
  reports: 'Reports',
  efile: 'E-File',
  languages: 'Languages',
  recordsIndex: 'Records Index',
  propertyAlerts: 'Property Alerts',
};

export const landSharkCodes = {
  paymentMethodTypes: codeDescriptions.paymentMethod,
  accountTypes: codeDescriptions.accountType,
  userTypes: codeDescriptions.role,
  userStatuses: codeDescriptions.userStatus,
  dataSourceTypes,
  logTypes,
  transactionTypes,
  configurationSections,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

export type LandSharkListName = keyof typeof landSharkCodes;
export const landSharkListNames = Object.keys(landSharkCodes) as LandSharkListName[];
