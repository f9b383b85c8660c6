import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import type { CountyConfigSectionSaved } from '@landrecords/contracts/config/events';
import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from '../platform/database';
import type { RecordedEvent } from '../platform/eventstore/index';
import type { Projection } from '../platform/projection';
import {
  noPostingRules,
  postingsOf,
  type ChargeEvent,
  type Posting,
  type PostingAccount,
  type PostingRules,
} from './postings-of';

/** The configuration sections the rules are folded from. */
const ruleSections = ['escrow', 'creditCardExtra', 'common'] as const;
type RuleSection = (typeof ruleSections)[number];
const isRuleSection = (section: string): section is RuleSection =>
  (ruleSections as readonly string[]).includes(section);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The rules from the sections' saved values (a section never saved: nothing posts, the default zone). */
export function rulesOf(sections: ReadonlyMap<string, Record<string, unknown>>): PostingRules {
  const rules = noPostingRules();
  const escrow = sections.get('escrow');
  const card = sections.get('creditCardExtra');
  const common = sections.get('common');
  if (escrow) rules.escrow = { feeCode: text(escrow.feeCode), chargeCode: text(escrow.chargeCode) };
  if (card) {
    rules.creditCardExtra = {
      postToLandLink: card.postToLandLink === true,
      chargeFeeCode: text(card.chargeFeeCode),
      chargeChargeCode: text(card.chargeChargeCode),
      surchargeFeeCode: text(card.surchargeFeeCode),
      surchargeChargeCode: text(card.surchargeChargeCode),
    };
  }
  if (common && text(common.timeZone)) rules.timeZone = text(common.timeZone);
  return rules;
}

async function loadState(tx: DatabaseTransactionConnection, accountIds: number[]) {
  const sectionRows = await tx.any(sql.unsafe`SELECT section, "values" FROM landlink_rules`);
  const sections = new Map(sectionRows.map((row) => [String(row.section), row.values as Record<string, unknown>]));
  const accountRows = accountIds.length
    ? await tx.any(sql.unsafe`
        SELECT account_id, landlink_account, post_to_landlink FROM landlink_accounts
        WHERE account_id = ANY(${sql.array(accountIds, 'int8')})`)
    : [];
  const accounts = new Map<number, PostingAccount>(
    accountRows.map((row) => [
      Number(row.account_id),
      { landLinkAccount: String(row.landlink_account), postToLandLink: Boolean(row.post_to_landlink) },
    ]),
  );
  return { sections, accounts };
}

async function insertPostings(tx: DatabaseTransactionConnection, postings: Posting[]) {
  if (postings.length === 0) return;
  const rows = postings.map((p) => [
    p.key,
    p.accountId,
    p.chargeEventId,
    p.part,
    p.landLinkAccount,
    p.feeCode,
    p.chargeCode,
    p.amountCents,
    p.description,
    p.chargedAt,
    p.countyDate,
  ]);
  await tx.query(sql.unsafe`
    INSERT INTO landlink_postings (key, account_id, charge_event_id, part, landlink_account, fee_code, charge_code,
      amount_cents, description, charged_at, county_date)
    SELECT * FROM ${sql.unnest(rows, ['text', 'int8', 'text', 'text', 'text', 'text', 'text', 'int8', 'text', 'timestamptz', 'date'])}
    ON CONFLICT (key) DO NOTHING`);
}

const accountIdOf = (event: RecordedEvent) => (event.data as { accountId?: unknown }).accountId;

/**
 * LandLink's outbox: the postings each charge makes (postingsOf), by the configuration and the account as the log
 * had them at the charge (folded here in commit order, so a rebuild makes the same rows), written in the
 * transaction that moves the projection's checkpoint. Sending them is services/landlink's.
 */
export const landLinkOutboxProjection: Projection = {
  name: 'landlink-outbox',
  tables: ['landlink_postings', 'landlink_rules', 'landlink_accounts'],
  eventTypes: ['CountyConfigSectionSaved', 'AccountCreated', 'AccountChanged', 'EscrowDeposited', 'AccountCharged'],
  mode: 'async',
  async apply(tx, events) {
    const accountIds = [...new Set(events.map(accountIdOf).filter((id): id is number => typeof id === 'number'))];
    const { sections, accounts } = await loadState(tx, accountIds);
    const changedSections = new Set<string>();
    const changedAccounts = new Set<number>();
    let rules = rulesOf(sections);
    const postings: Posting[] = [];
    for (const event of events) {
      if (event.type === 'CountyConfigSectionSaved') {
        const { section, values } = event.data as CountyConfigSectionSaved['data'];
        if (!isRuleSection(section)) continue;
        sections.set(section, values as Record<string, unknown>);
        changedSections.add(section);
        rules = rulesOf(sections);
      } else if (event.type === 'AccountCreated' || event.type === 'AccountChanged') {
        const account = event as unknown as AccountEvent & { type: 'AccountCreated' | 'AccountChanged' };
        const id = account.data.accountId;
        const fields = account.type === 'AccountCreated' ? account.data : account.data.changes;
        const before = accounts.get(id) ?? { landLinkAccount: '', postToLandLink: true };
        if (fields.landLinkAccount === undefined && fields.postToLandLink === undefined && accounts.has(id)) continue;
        accounts.set(id, {
          landLinkAccount: fields.landLinkAccount ?? before.landLinkAccount,
          postToLandLink: fields.postToLandLink ?? before.postToLandLink,
        });
        changedAccounts.add(id);
      } else {
        const charge = { ...(event as unknown as ChargeEvent), id: event.id, recordedAt: event.recordedAt };
        postings.push(...postingsOf(charge, rules, accounts.get(charge.data.accountId)));
      }
    }
    for (const section of changedSections) {
      await tx.query(sql.unsafe`
        INSERT INTO landlink_rules (section, "values") VALUES (${section}, ${JSON.stringify(sections.get(section))}::jsonb)
        ON CONFLICT (section) DO UPDATE SET "values" = EXCLUDED."values"`);
    }
    if (changedAccounts.size > 0) {
      const rows = [...changedAccounts].map((id) => {
        const account = accounts.get(id)!;
        return [id, account.landLinkAccount, account.postToLandLink];
      });
      await tx.query(sql.unsafe`
        INSERT INTO landlink_accounts (account_id, landlink_account, post_to_landlink)
        SELECT * FROM ${sql.unnest(rows, ['int8', 'text', 'bool'])}
        ON CONFLICT (account_id) DO UPDATE SET landlink_account = EXCLUDED.landlink_account,
          post_to_landlink = EXCLUDED.post_to_landlink`);
    }
    await insertPostings(tx, postings);
  },
};
