import { z } from 'zod';

/** The lockout state the login page and the header show (000 §3 Lockout state). */
export const lockoutStateSchema = z.object({
  lockoutInPlace: z.boolean(),
  messageLogin: z.string(),
  messageHeadline: z.string(),
});
export type LockoutState = z.infer<typeof lockoutStateSchema>;

/**
 * GET auth/portalSettings: what the portal needs from the county's configuration before anyone signs in
 * (000 §1–§3): its names and labels, the county's state and time zone, which links and selects to offer, and
 * the lockout. Nothing in it is private.
 */
export const portalSettingsSchema = z.object({
  appTitle: z.string(),
  countyName: z.string(),
  bookLabel: z.string(),
  torrensLabel: z.string(),
  stateCode: z.string(),
  timeZone: z.string(),
  /** The language select on the login page. */
  languages: z.boolean(),
  forgotPasswordLink: z.boolean(),
  selfRegistration: z.boolean(),
  efile: z.boolean(),
  /** Ours (issue 29): the county offers property alerts. */
  propertyAlerts: z.boolean(),
  lockout: lockoutStateSchema,
});
export type PortalSettings = z.infer<typeof portalSettingsSchema>;

/**
 * GET efile/settings: what the e-file screen (002 §2.1) shows before anything is uploaded, to anyone: the county's
 * guidance, the acknowledgement it asks for, and whether a filer may submit a document the checks warned about.
 */
export const efileSettingsSchema = z.object({
  efile: z.boolean(),
  efileCountyNote: z.string(),
  acknowledgement: z.boolean(),
  acknowledgementStatement: z.string(),
  allowOverride: z.boolean(),
});
export type EfileSettings = z.infer<typeof efileSettingsSchema>;
