/**
 * Test support: a stand-in for Authorize.Net's JSON API (xml/v1/request.api) answering the four requests the
 * adapter makes as the API reference documents them, byte order mark included. `pay` plays the hosted page: it
 * turns a token into a transaction, as a customer paying on Accept Hosted would.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Stored = {
  transId: string;
  transactionType: 'authOnlyTransaction' | 'authCaptureTransaction';
  transactionStatus: string;
  responseCode: number;
  authAmount: number;
  settleAmount: number;
  invoiceNumber: string;
  description: string;
  cardNumber: string;
};
type HostedRequest = {
  transactionType: Stored['transactionType'];
  amount: string;
  invoiceNumber: string;
  description: string;
};
type Body = Record<string, unknown>;

export type AuthorizeNetStandIn = {
  url: string;
  /** Every request received, parsed, in order. */
  requests: Body[];
  /** The customer pays on the hosted page with a token: the new transaction's id. */
  pay: (token: string, outcome?: { approved?: boolean; cardNumber?: string }) => string;
  /** The nightly batch settles a captured transaction: from then on it is refunded, not voided. */
  settle: (transId: string) => void;
  /** Answers from now on come this late (for the adapter's time limit). */
  delayMs: number;
  /** The next request gets this answer instead, as it is (an outage, a held transaction). */
  nextAnswer: { status: number; body: string } | null;
  close: () => Promise<void>;
};

const schema = 'AnetApi/xml/v1/schema/AnetApiSchema.xsd';
const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const failed = (code: string, text: string) => ({ messages: { resultCode: 'Error', message: [{ code, text }] } });
const refused = (errorCode: string, errorText: string) => ({
  transactionResponse: { responseCode: '3', errors: [{ errorCode, errorText }] },
  ...failed('E00027', 'The transaction was unsuccessful.'),
});

// The JSON is validated as XML against the schema: a request's elements come in this order (the fields used here).
const requestOrder = [
  'merchantAuthentication',
  'clientId',
  'refId',
  'transactionRequest',
  'hostedPaymentSettings',
  'transId',
  'status',
  'sorting',
  'paging',
];
const transactionOrder = [
  'transactionType',
  'amount',
  'currencyCode',
  'payment',
  'profile',
  'solution',
  'refTransId',
  'order',
];
const outOfOrder = (element: string, value: unknown, order: string[]) => {
  const keys = Object.keys(value as Body);
  const positions = keys.map((key) => order.indexOf(key));
  const bad = keys.find(
    (_, index) => positions[index] === -1 || (index > 0 && positions[index]! < positions[index - 1]!),
  );
  return bad
    ? failed(
        'E00003',
        `The element '${element}' in namespace '${schema}' has invalid child element '${bad}' in namespace '${schema}'.`,
      )
    : null;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startAuthorizeNetStandIn(credentials: {
  apiLoginId: string;
  transactionKey: string;
}): Promise<AuthorizeNetStandIn> {
  const tokens = new Map<string, HostedRequest>();
  const transactions = new Map<string, Stored>();
  const requests: Body[] = [];

  const details = (stored: Stored) => ({
    transaction: {
      transId: stored.transId,
      submitTimeUTC: '2026-05-04T15:30:00Z',
      transactionType: stored.transactionType,
      transactionStatus: stored.transactionStatus,
      responseCode: stored.responseCode,
      responseReasonCode: stored.responseCode,
      responseReasonDescription: stored.responseCode === 1 ? 'Approval' : 'This transaction has been declined.',
      authCode: stored.responseCode === 1 ? 'QWE123' : '000000',
      order: { invoiceNumber: stored.invoiceNumber, description: stored.description },
      authAmount: stored.authAmount,
      settleAmount: stored.settleAmount,
      payment: { creditCard: { cardNumber: stored.cardNumber, expirationDate: 'XXXX', cardType: 'Visa' } },
    },
    messages: ok,
  });
  const approvedTransaction = (stored: Stored) => ({
    transactionResponse: {
      responseCode: '1',
      authCode: '',
      transId: stored.transId,
      refTransID: stored.transId,
      accountNumber: stored.cardNumber,
      accountType: 'Visa',
      messages: [{ code: '1', description: 'This transaction has been approved.' }],
    },
    messages: ok,
  });

  function answer(kind: string, request: Body): object {
    const auth = request.merchantAuthentication as { name?: string; transactionKey?: string } | undefined;
    const key = auth?.transactionKey ?? '';
    if (key.length > 16) {
      return failed(
        'E00003',
        `The '${schema}:transactionKey' element is invalid - The value '${key}' is invalid according to its datatype 'String' - The actual length is greater than the MaxLength value.`,
      );
    }
    if (auth?.name !== credentials.apiLoginId || key !== credentials.transactionKey) {
      return failed('E00007', 'User authentication failed due to invalid authentication values.');
    }
    const disorder =
      outOfOrder(kind, request, requestOrder) ??
      (request.transactionRequest
        ? outOfOrder('transactionRequest', request.transactionRequest, transactionOrder)
        : null);
    if (disorder) return disorder;
    const transaction = request.transactionRequest as Body | undefined;
    if (kind === 'getHostedPaymentPageRequest' && transaction) {
      const order = transaction.order as { invoiceNumber: string; description: string };
      if (!/^\d+\.\d{2}$/.test(String(transaction.amount)))
        return failed('E00003', `The value '${String(transaction.amount)}' is invalid.`);
      const token = `${randomBytes(48).toString('base64')}.${randomBytes(4).toString('hex')}`;
      tokens.set(token, {
        transactionType: transaction.transactionType as HostedRequest['transactionType'],
        amount: String(transaction.amount),
        invoiceNumber: order.invoiceNumber,
        description: order.description,
      });
      return { token, messages: ok };
    }
    if (kind === 'getUnsettledTransactionListRequest') {
      const listed = [...transactions.values()]
        .filter((stored) => !['settledSuccessfully', 'voided'].includes(stored.transactionStatus))
        .reverse()
        .map((stored) => ({
          transId: stored.transId,
          submitTimeUTC: '2026-05-04T15:30:00Z',
          transactionStatus: stored.transactionStatus,
          invoiceNumber: stored.invoiceNumber,
          accountType: 'Visa',
          accountNumber: stored.cardNumber,
          settleAmount: stored.settleAmount,
          marketType: 'eCommerce',
          product: 'Card Not Present',
        }));
      return { transactions: listed, totalNumInResultSet: listed.length, messages: ok };
    }
    if (kind === 'getTransactionDetailsRequest') {
      const stored = transactions.get(String(request.transId));
      return stored ? details(stored) : failed('E00040', 'The record cannot be found.');
    }
    if (kind === 'createTransactionRequest' && transaction) {
      const stored = transactions.get(String(transaction.refTransId));
      if (!stored || stored.responseCode !== 1) return refused('16', 'The transaction cannot be found.');
      if (transaction.transactionType === 'voidTransaction') {
        if (stored.transactionStatus === 'settledSuccessfully')
          return refused('16', 'The transaction cannot be found.');
        stored.transactionStatus = 'voided';
        return approvedTransaction(stored);
      }
      if (transaction.transactionType === 'refundTransaction') {
        const card = (transaction.payment as { creditCard?: { cardNumber?: string } } | undefined)?.creditCard;
        if (stored.transactionStatus !== 'settledSuccessfully' || Number(transaction.amount) > stored.settleAmount)
          return refused('54', 'The referenced transaction does not meet the criteria for issuing a credit.');
        if (card?.cardNumber?.slice(-4) !== stored.cardNumber.slice(-4))
          return refused('6', 'The credit card number is invalid.');
        const refundId = String(randomInt(10_000_000_000, 99_999_999_999));
        return approvedTransaction({ ...stored, transId: refundId });
      }
      if (transaction.transactionType === 'priorAuthCaptureTransaction') {
        if (stored.transactionStatus !== 'authorizedPendingCapture')
          return refused('16', 'The transaction cannot be found.');
        const amount = Number(transaction.amount);
        if (amount > stored.authAmount) {
          return refused(
            '47',
            'The amount requested for settlement cannot be greater than the original amount authorized.',
          );
        }
        Object.assign(stored, { transactionStatus: 'capturedPendingSettlement', settleAmount: amount });
        return approvedTransaction(stored);
      }
    }
    return failed('E00003', `The request '${kind}' is not one this stand-in knows.`);
  }

  const standIn: AuthorizeNetStandIn = {
    url: '',
    requests,
    delayMs: 0,
    nextAnswer: null,
    pay(token, { approved = true, cardNumber = 'XXXX1111' } = {}) {
      const hosted = tokens.get(token);
      if (!hosted) throw new Error('no such token');
      const transId = String(randomInt(10_000_000_000, 99_999_999_999));
      const amount = Number(hosted.amount);
      const capture = hosted.transactionType === 'authCaptureTransaction';
      transactions.set(transId, {
        transId,
        transactionType: hosted.transactionType,
        transactionStatus: !approved ? 'declined' : capture ? 'capturedPendingSettlement' : 'authorizedPendingCapture',
        responseCode: approved ? 1 : 2,
        authAmount: amount,
        settleAmount: approved && capture ? amount : 0,
        invoiceNumber: hosted.invoiceNumber,
        description: hosted.description,
        cardNumber,
      });
      return transId;
    },
    settle(transId) {
      const stored = transactions.get(transId);
      if (stored?.transactionStatus === 'capturedPendingSettlement') stored.transactionStatus = 'settledSuccessfully';
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server = createServer(async (request, response) => {
    const parsed = JSON.parse(await bodyOf(request)) as Body;
    requests.push(parsed);
    const [kind = '', inner] = Object.entries(parsed)[0] ?? [];
    const text = JSON.stringify(answer(kind, (inner ?? {}) as Body));
    if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
    const instead = standIn.nextAnswer;
    standIn.nextAnswer = null;
    response.writeHead(instead?.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(instead?.body ?? `\uFEFF${text}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
  return standIn;
}
