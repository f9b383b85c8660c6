import { dollarsToCents } from '@landrecords/contracts/money';
import {
  checkHostedPaymentRequest,
  dollarsOf,
  type PaymentProvider,
  type ProviderTransaction,
} from './payment-provider';

export type AuthorizeNetSettings = {
  apiLoginId: string;
  transactionKey: string;
  /** The JSON API, e.g. https://apitest.authorize.net/xml/v1/request.api */
  endpoint: string;
  /** The portal's page Accept Hosted relays its messages through. */
  iframeCommunicatorUrl?: string;
  timeoutMs?: number;
};

/** What Authorize.Net refused, with its code (E00040: no such record); never carrying the credentials. */
export class AuthorizeNetError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'AuthorizeNetError';
  }
}

type Messages = { resultCode?: string; message?: { code?: string; text?: string }[] };
type TransactionResponse = {
  responseCode?: string;
  transId?: string;
  accountNumber?: string;
  messages?: { code?: string; description?: string }[];
  errors?: { errorCode?: string; errorText?: string }[];
};
type Answer = {
  messages?: Messages;
  token?: string;
  transaction?: Details;
  transactionResponse?: TransactionResponse;
  transactions?: { transId?: string; invoiceNumber?: string }[];
};
type Details = {
  transId?: string;
  transactionType?: string;
  transactionStatus?: string;
  responseCode?: string | number;
  responseReasonDescription?: string;
  authAmount?: string | number;
  settleAmount?: string | number;
  order?: { invoiceNumber?: string };
  payment?: { creditCard?: { cardNumber?: string } };
};

/** Authorize.Net's JSON answers begin with a byte order mark, which JSON.parse refuses. */
export const parseAnswer = (text: string): Answer => JSON.parse(text.replace(/^\uFEFF/, '')) as Answer;

const kinds: Record<string, ProviderTransaction['kind']> = {
  authOnlyTransaction: 'authOnly',
  authCaptureTransaction: 'authCapture',
  priorAuthCaptureTransaction: 'priorAuthCapture',
};
const responseTexts: Record<string, string> = {
  '1': 'This transaction has been approved.',
  '2': 'This transaction has been declined.',
};
const capturedStatuses = ['capturedPendingSettlement', 'settledSuccessfully'];
const centsOf = (dollars: string | number | undefined) => dollarsToCents(Number(dollars ?? 0));

function transactionOf(details: Details): ProviderTransaction {
  const kind = kinds[details.transactionType ?? ''];
  if (!kind)
    throw new AuthorizeNetError(`The transaction is a ${details.transactionType}, not one the portal makes.`, 'kind');
  const responseCode = String(details.responseCode ?? '');
  const settled = centsOf(details.settleAmount);
  return {
    transactionId: String(details.transId),
    kind,
    approved: responseCode === '1',
    responseCode,
    message: responseTexts[responseCode] ?? details.responseReasonDescription ?? '',
    amountCents: kind === 'priorAuthCapture' ? settled : centsOf(details.authAmount),
    reference: details.order?.invoiceNumber ?? '',
    accountNumber: details.payment?.creditCard?.cardNumber ?? '',
    capturedCents: capturedStatuses.includes(details.transactionStatus ?? '') ? settled : 0,
    voided: details.transactionStatus === 'voided',
  };
}

/** Accept Hosted: Authorize.Net's page takes the card; this server asks for tokens and settles by its JSON API. */
export function authorizeNetProvider(settings: AuthorizeNetSettings): PaymentProvider {
  const { apiLoginId, transactionKey, endpoint, iframeCommunicatorUrl, timeoutMs = 10_000 } = settings;
  // Authorize.Net's schema errors quote the value they refused, a credential included.
  const redact = (text: string) =>
    [transactionKey, apiLoginId].reduce(
      (result, secret) => (secret ? result.replaceAll(secret, '[redacted]') : result),
      text,
    );

  async function call(kind: string, request: Record<string, unknown>): Promise<Answer> {
    // The JSON is read as XML against Authorize.Net's schema: elements must come in its order.
    const body = JSON.stringify({
      [kind]: { merchantAuthentication: { name: apiLoginId, transactionKey }, ...request },
    });
    let status: number;
    let text: string;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new AuthorizeNetError(
        timedOut ? 'Authorize.Net did not answer in time.' : 'Authorize.Net could not be reached.',
        timedOut ? 'timeout' : 'unreachable',
      );
    }
    if (status !== 200) throw new AuthorizeNetError(`Authorize.Net answered HTTP ${status}.`, `HTTP ${status}`);
    let answer: Answer;
    try {
      answer = parseAnswer(text);
    } catch {
      throw new AuthorizeNetError('Authorize.Net answered with something other than JSON.', 'unreadable');
    }
    if (answer.messages?.resultCode !== 'Ok') {
      const message = answer.messages?.message?.[0];
      // A refused transaction says why in its own errors; the message is only "The transaction was unsuccessful."
      const reason = answer.transactionResponse?.errors?.[0]?.errorText;
      throw new AuthorizeNetError(
        redact(reason ?? message?.text ?? 'Authorize.Net refused the request.'),
        message?.code ?? 'unknown',
      );
    }
    return answer;
  }

  /** A createTransactionRequest, refused unless approved: a held or declined answer may still say 'Ok'. */
  async function transact(transactionRequest: Record<string, unknown>): Promise<TransactionResponse> {
    const response = (await call('createTransactionRequest', { transactionRequest })).transactionResponse ?? {};
    const responseCode = String(response.responseCode ?? '');
    if (responseCode !== '1') {
      const text = response.messages?.[0]?.description ?? responseTexts[responseCode];
      throw new AuthorizeNetError(redact(text ?? 'Authorize.Net did not approve the request.'), responseCode);
    }
    return response;
  }
  const setting = (settingName: string, value: unknown) => ({ settingName, settingValue: JSON.stringify(value) });

  return {
    name: 'authorize.net',
    async hostedPaymentToken(request) {
      checkHostedPaymentRequest(request);
      const answer = await call('getHostedPaymentPageRequest', {
        refId: request.reference,
        transactionRequest: {
          transactionType: request.kind === 'authOnly' ? 'authOnlyTransaction' : 'authCaptureTransaction',
          amount: dollarsOf(request.amountCents),
          order: { invoiceNumber: request.reference, description: request.description },
        },
        hostedPaymentSettings: {
          setting: [
            setting('hostedPaymentReturnOptions', { showReceipt: false }),
            setting('hostedPaymentButtonOptions', { text: 'Pay' }),
            setting('hostedPaymentPaymentOptions', {
              cardCodeRequired: true,
              showCreditCard: true,
              showBankAccount: false,
            }),
            ...(iframeCommunicatorUrl
              ? [setting('hostedPaymentIFrameCommunicatorUrl', { url: iframeCommunicatorUrl })]
              : []),
          ],
        },
      });
      if (!answer.token) throw new AuthorizeNetError('Authorize.Net gave no token.', 'token');
      return { token: answer.token };
    },
    async transaction(transactionId) {
      try {
        const answer = await call('getTransactionDetailsRequest', { transId: transactionId });
        return answer.transaction ? transactionOf(answer.transaction) : null;
      } catch (error) {
        if (error instanceof AuthorizeNetError && error.code === 'E00040') return null;
        throw error;
      }
    },
    async transactionsOf(reference) {
      // The newest 100 unsettled: a payment whose browser went quiet is looked for within the hour.
      const answer = await call('getUnsettledTransactionListRequest', {
        sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
        paging: { limit: '100', offset: '1' },
      });
      const ids = (answer.transactions ?? [])
        .filter((listed) => listed.invoiceNumber === reference && listed.transId)
        .map((listed) => String(listed.transId));
      const found = await Promise.all(ids.map((id) => this.transaction(id)));
      return found.filter((transaction): transaction is ProviderTransaction => transaction !== null);
    },
    async capturePrior(transactionId, amountCents) {
      const response = await transact({
        transactionType: 'priorAuthCaptureTransaction',
        amount: dollarsOf(amountCents),
        refTransId: transactionId,
      });
      return {
        transactionId: String(response.transId ?? transactionId),
        kind: 'priorAuthCapture',
        approved: true,
        responseCode: '1',
        message: response.messages?.[0]?.description ?? responseTexts['1']!,
        amountCents,
        reference: '',
        accountNumber: response.accountNumber ?? '',
        capturedCents: amountCents,
        voided: false,
      };
    },
    async voidTransaction(transactionId) {
      await transact({ transactionType: 'voidTransaction', refTransId: transactionId });
    },
    async giveBack(transactionId, amountCents) {
      const details = (await call('getTransactionDetailsRequest', { transId: transactionId })).transaction;
      const status = details?.transactionStatus ?? '';
      if (status === 'voided') return { how: 'VOIDED', refundTransactionId: null };
      if (status !== 'settledSuccessfully') {
        // Not settled yet: voided, and nothing reaches the card.
        await transact({ transactionType: 'voidTransaction', refTransId: transactionId });
        return { how: 'VOIDED', refundTransactionId: null };
      }
      // A refund names the card by its last four digits, as the settled transaction shows them.
      const response = await transact({
        transactionType: 'refundTransaction',
        amount: dollarsOf(amountCents),
        payment: { creditCard: { cardNumber: details?.payment?.creditCard?.cardNumber ?? '', expirationDate: 'XXXX' } },
        refTransId: transactionId,
      });
      return { how: 'REFUNDED', refundTransactionId: response.transId ? String(response.transId) : null };
    },
  };
}
