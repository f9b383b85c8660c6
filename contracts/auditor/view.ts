import { z } from 'zod';
import { sectionNames, type SectionName } from '../config/index';
import { auditorMessages } from './messages';

/** What an auditor replays (issue 26): an account, a user or a configuration section. */
export const auditSubjectKindSchema = z.enum(['account', 'user', 'section']);
export type AuditSubjectKind = z.infer<typeof auditSubjectKindSchema>;

/** A value as the view prints it: what an event carried, flattened to text, a number, a flag or nothing. */
export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/** One field of an event or of a state: its dotted name (`changes.name`, `values.rates.0.cost`) and its value. */
export const auditLineSchema = z.object({ field: z.string(), value: auditValueSchema });
export type AuditLine = z.infer<typeof auditLineSchema>;

/**
 * An account's balances after an event, as the account stream's own fold (evolveLedger) leaves them: escrow
 * (deposits less escrow charges), the charges of the period not yet on a statement, the last statement's
 * closing balance, and the flat-fee images left (unlimited: an add-on lifts counting until the renewal).
 */
export const auditBalancesSchema = z.object({
  escrowCents: z.number().int(),
  periodChargesCents: z.number().int(),
  periodPaymentsCents: z.number().int(),
  statementBalanceCents: z.number().int(),
  imagesRemaining: z.number().int(),
  unlimitedImages: z.boolean(),
});
export type AuditBalances = z.infer<typeof auditBalancesSchema>;

/** One event of the subject's streams, in the log's order: who, when, from where, what, and the money after it. */
export const auditEventSchema = z.object({
  /** Its place in the view: 1 is the first. */
  seq: z.number().int().positive(),
  eventId: z.string(),
  streamId: z.string(),
  streamPosition: z.number().int().positive(),
  globalPosition: z.number().int().positive(),
  type: z.string(),
  at: z.string(),
  username: z.string().nullable(),
  role: z.string().nullable(),
  system: z.string().nullable(),
  sourceIp: z.string().nullable(),
  lines: z.array(auditLineSchema),
  /** The money the event itself names (a charge's, a deposit's, a fee's amount), in cents; null: no money. */
  amountCents: z.number().int().nullable(),
  /** The account's balances after the event, where money moves on an account (null for a section). */
  balances: auditBalancesSchema.nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The subject's state as of a moment: its fields as the fold of its events up to then leaves them. */
export const auditStateSchema = z.object({
  /** The moment (ISO); null: now. */
  at: z.string().nullable(),
  /** How many of the subject's own stream's events were folded (its version then; 0: it did not exist yet). */
  version: z.number().int().min(0),
  exists: z.boolean(),
  fields: z.array(auditLineSchema),
  balances: auditBalancesSchema.nullable(),
});
export type AuditState = z.infer<typeof auditStateSchema>;

export const auditViewSchema = z.object({
  kind: auditSubjectKindSchema,
  /** The account's or user's id, or the section's name. */
  id: z.string(),
  /** The account's name, the username, or the section's name. */
  title: z.string(),
  streams: z.array(z.string()),
  events: z.array(auditEventSchema),
  state: auditStateSchema,
  /** The log's chain head the view was read at, where the log is chained. */
  chainHead: z.string().nullable(),
});
export type AuditView = z.infer<typeof auditViewSchema>;

/**
 * One disagreement between a read model and the replay of the log: which table and row, which field, what the
 * replay gives and what the read model holds (null where the row is missing, or the value is a secret).
 */
export const auditDifferenceSchema = z.object({
  readModel: z.string(),
  key: z.string(),
  field: z.string(),
  replayed: auditValueSchema,
  readModelValue: auditValueSchema,
});
export type AuditDifference = z.infer<typeof auditDifferenceSchema>;

export const auditCheckSchema = z.object({
  kind: auditSubjectKindSchema,
  id: z.string(),
  checkedAt: z.string(),
  eventsReplayed: z.number().int().min(0),
  /** The read models compared with the replay: accounts, account_transactions, statements... */
  readModels: z.array(z.string()),
  agrees: z.boolean(),
  differences: z.array(auditDifferenceSchema),
  chainHead: z.string().nullable(),
});
export type AuditCheck = z.infer<typeof auditCheckSchema>;

/** ?asOf=<ISO date-time>: the view up to that moment (the events until then, the state then). */
export const auditQuerySchema = z.object({
  asOf: z.iso.datetime({ offset: true, error: auditorMessages.asOfNotValid.text }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const auditSectionParamsSchema = z.object({
  section: z.enum(sectionNames as [SectionName, ...SectionName[]], auditorMessages.noSuchSection.text),
});
