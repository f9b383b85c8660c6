import { randomBytes, randomInt } from 'node:crypto';
import { sql, type DatabasePool, type Row } from '@landrecords/projections/platform/database';
import {
  checkHostedPaymentRequest,
  type HostedKind,
  type HostedPaymentRequest,
  type PaymentProvider,
  type ProviderTransaction,
} from './payment-provider';
import { providerMessages } from './sandbox-cards';

/** A hosted-page token is good for this long, as Authorize.Net's are. */
export const TOKEN_MINUTES = 15;

export const sandboxMessages = {
  notFound: 'The transaction cannot be found.',
  alreadyCaptured: 'This transaction has already been captured.',
  overAuthorized: 'The amount requested for settlement cannot be greater than the original amount authorized.',
  invalidAmount: 'A valid amount is required.',
  notRefundable: 'The referenced transaction does not meet the criteria for issuing a credit.',
} as const;

/** The sandbox settles a captured payment a day after it was made, as a nightly batch would. */
export const SETTLES_AFTER_HOURS = 24;

export type SandboxToken = Pick<HostedPaymentRequest, 'kind' | 'amountCents' | 'reference' | 'description'> & {
  token: string;
};
export type TokenState = { ok: true; token: SandboxToken } | { ok: false; reason: 'unknown' | 'expired' | 'used' };

const tokenOf = (row: Row): SandboxToken => ({
  token: String(row.token),
  kind: row.kind as HostedKind,
  amountCents: Number(row.amount_cents),
  reference: String(row.reference),
  description: String(row.description),
});

const transactionOf = (row: Row): ProviderTransaction => ({
  transactionId: String(row.id),
  kind: row.kind as HostedKind,
  approved: Boolean(row.approved),
  responseCode: String(row.response_code),
  message: String(row.message),
  amountCents: Number(row.amount_cents),
  reference: String(row.reference),
  accountNumber: String(row.account_number),
  capturedCents: Number(row.captured_cents),
  voided: Boolean(row.voided),
});

const fresh = sql.fragment`created_at > now() - make_interval(mins => ${TOKEN_MINUTES})`;

/** A token as the hosted page finds it: usable, or why not. */
export async function readToken(pool: DatabasePool, token: string): Promise<TokenState> {
  const row = await pool.maybeOne(sql.unsafe`
    SELECT token, kind, amount_cents, reference, description, used_at IS NOT NULL AS used, ${fresh} AS fresh
    FROM sandbox_payment_tokens WHERE token = ${token}`);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.used) return { ok: false, reason: 'used' };
  if (!row.fresh) return { ok: false, reason: 'expired' };
  return { ok: true, token: tokenOf(row) };
}

export type CardOutcome = { approved: boolean; accountNumber: string };

/** Uses the token and records what the card got, in one transaction; null when the token was no longer usable. */
export async function recordTransaction(
  pool: DatabasePool,
  token: string,
  outcome: CardOutcome,
): Promise<ProviderTransaction | null> {
  return pool.transaction(async (tx) => {
    const used = await tx.maybeOne(sql.unsafe`
      UPDATE sandbox_payment_tokens SET used_at = now()
      WHERE token = ${token} AND used_at IS NULL AND ${fresh}
      RETURNING kind, amount_cents, reference`);
    if (!used) return null;
    const { approved, accountNumber } = outcome;
    const row = await tx.one(sql.unsafe`
      INSERT INTO sandbox_payment_transactions
        (id, token, kind, approved, response_code, message, amount_cents, captured_cents, reference, account_number)
      VALUES (${String(randomInt(100_000_000_000, 1_000_000_000_000))}, ${token}, ${String(used.kind)}, ${approved},
        ${approved ? '1' : '2'}, ${approved ? providerMessages.approved : providerMessages.declined},
        ${Number(used.amount_cents)}, ${approved && used.kind === 'authCapture' ? Number(used.amount_cents) : 0},
        ${String(used.reference)}, ${accountNumber})
      RETURNING *`);
    return transactionOf(row);
  });
}

/** The built-in provider: its hosted page is served by this server (sandbox-pages.ts), its records are tables. */
export function sandboxProvider(pool: DatabasePool): PaymentProvider {
  const transaction = async (transactionId: string) => {
    const row = await pool.maybeOne(sql.unsafe`SELECT * FROM sandbox_payment_transactions WHERE id = ${transactionId}`);
    return row ? transactionOf(row) : null;
  };
  return {
    name: 'sandbox',
    async hostedPaymentToken(request) {
      checkHostedPaymentRequest(request);
      const token = randomBytes(32).toString('base64url');
      await pool.query(sql.unsafe`
        INSERT INTO sandbox_payment_tokens (token, kind, amount_cents, reference, description)
        VALUES (${token}, ${request.kind}, ${request.amountCents}, ${request.reference}, ${request.description})`);
      return { token };
    },
    transaction,
    async transactionsOf(reference) {
      const rows = await pool.any(sql.unsafe`
        SELECT * FROM sandbox_payment_transactions WHERE reference = ${reference} ORDER BY created_at`);
      return rows.map(transactionOf);
    },
    async capturePrior(transactionId, amountCents) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(sandboxMessages.invalidAmount);
      const row = await pool.maybeOne(sql.unsafe`
        UPDATE sandbox_payment_transactions SET captured_cents = ${amountCents}
        WHERE id = ${transactionId} AND kind = 'authOnly' AND approved AND NOT voided AND captured_cents = 0
          AND amount_cents >= ${amountCents}
        RETURNING *`);
      if (row) return { ...transactionOf(row), kind: 'priorAuthCapture', amountCents };
      const found = await transaction(transactionId);
      if (!found || found.kind !== 'authOnly' || !found.approved || found.voided) {
        throw new Error(sandboxMessages.notFound);
      }
      throw new Error(found.capturedCents > 0 ? sandboxMessages.alreadyCaptured : sandboxMessages.overAuthorized);
    },
    async voidTransaction(transactionId) {
      const voided = await pool.maybeOne(sql.unsafe`
        UPDATE sandbox_payment_transactions SET voided = true WHERE id = ${transactionId} AND approved RETURNING id`);
      if (!voided) throw new Error(sandboxMessages.notFound);
    },
    async giveBack(transactionId, amountCents) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(sandboxMessages.invalidAmount);
      return pool.transaction(async (tx) => {
        const row = await tx.maybeOne(sql.unsafe`
          SELECT *, created_at > now() - make_interval(hours => ${SETTLES_AFTER_HOURS}) AS unsettled
          FROM sandbox_payment_transactions WHERE id = ${transactionId} AND approved FOR UPDATE`);
        if (!row) throw new Error(sandboxMessages.notFound);
        if (row.voided) return { how: 'VOIDED' as const, refundTransactionId: null };
        if (row.refund_id) return { how: 'REFUNDED' as const, refundTransactionId: String(row.refund_id) };
        const captured = Number(row.captured_cents);
        if (captured === 0 || amountCents > captured) throw new Error(sandboxMessages.notRefundable);
        if (row.unsettled) {
          await tx.query(sql.unsafe`UPDATE sandbox_payment_transactions SET voided = true WHERE id = ${transactionId}`);
          return { how: 'VOIDED' as const, refundTransactionId: null };
        }
        const refundId = String(randomInt(100_000_000_000, 1_000_000_000_000));
        await tx.query(sql.unsafe`
          UPDATE sandbox_payment_transactions SET refunded_cents = ${amountCents}, refund_id = ${refundId}
          WHERE id = ${transactionId}`);
        return { how: 'REFUNDED' as const, refundTransactionId: refundId };
      });
    },
  };
}
