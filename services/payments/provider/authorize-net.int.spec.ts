import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuthorizeNetError, authorizeNetProvider, parseAnswer } from './authorize-net';
import { startAuthorizeNetStandIn, type AuthorizeNetStandIn } from './authorize-net-stand-in';
import type { PaymentProvider } from './payment-provider';

const credentials = { apiLoginId: '5KP3u95bQpv', transactionKey: '346HZ32z3fP4hTG2' };
let standIn: AuthorizeNetStandIn;
let provider: PaymentProvider;

beforeAll(async () => {
  standIn = await startAuthorizeNetStandIn(credentials);
  provider = authorizeNetProvider({
    ...credentials,
    endpoint: standIn.url,
    iframeCommunicatorUrl: 'https://records.example.gov/portal/communicator.html',
  });
});
afterAll(() => standIn.close());

const authorization = {
  kind: 'authOnly' as const,
  amountCents: 25_000,
  reference: 'PA-0001',
  description: 'Preauthorization',
};
const lastRequest = () => standIn.requests.at(-1)!;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AuthorizeNetError,
  );

describe('the Authorize.Net adapter', () => {
  it('asks for a hosted page token with the amount in dollars, the order and the page settings', async () => {
    const { token } = await provider.hostedPaymentToken({ ...authorization, amountCents: 1_234_05 });
    expect(token).toMatch(/\S{40,}/);
    expect(lastRequest()).toEqual({
      getHostedPaymentPageRequest: {
        merchantAuthentication: { name: credentials.apiLoginId, transactionKey: credentials.transactionKey },
        refId: 'PA-0001',
        transactionRequest: {
          transactionType: 'authOnlyTransaction',
          amount: '1234.05',
          order: { invoiceNumber: 'PA-0001', description: 'Preauthorization' },
        },
        hostedPaymentSettings: {
          setting: [
            { settingName: 'hostedPaymentReturnOptions', settingValue: '{"showReceipt":false}' },
            { settingName: 'hostedPaymentButtonOptions', settingValue: '{"text":"Pay"}' },
            {
              settingName: 'hostedPaymentPaymentOptions',
              settingValue: '{"cardCodeRequired":true,"showCreditCard":true,"showBankAccount":false}',
            },
            {
              settingName: 'hostedPaymentIFrameCommunicatorUrl',
              settingValue: '{"url":"https://records.example.gov/portal/communicator.html"}',
            },
          ],
        },
      },
    });
    await provider.hostedPaymentToken({ ...authorization, kind: 'authCapture', amountCents: 7 });
    expect(lastRequest()).toMatchObject({
      getHostedPaymentPageRequest: {
        transactionRequest: { transactionType: 'authCaptureTransaction', amount: '0.07' },
      },
    });
  });

  it('refuses a request Authorize.Net would refuse before sending it', async () => {
    const sent = standIn.requests.length;
    for (const bad of [{ amountCents: 0 }, { amountCents: 12.5 }, { reference: 'R'.repeat(21) }]) {
      await expect(provider.hostedPaymentToken({ ...authorization, ...bad })).rejects.toThrow();
    }
    expect(standIn.requests).toHaveLength(sent);
  });

  it('reads a transaction from its details, whatever the browser said', async () => {
    const { token } = await provider.hostedPaymentToken(authorization);
    const transId = standIn.pay(token, { cardNumber: 'XXXX0015' });
    expect(await provider.transaction(transId)).toEqual({
      transactionId: transId,
      kind: 'authOnly',
      approved: true,
      responseCode: '1',
      message: 'This transaction has been approved.',
      amountCents: 25_000,
      reference: 'PA-0001',
      accountNumber: 'XXXX0015',
      capturedCents: 0,
      voided: false,
    });
    expect(lastRequest()).toEqual({
      getTransactionDetailsRequest: {
        merchantAuthentication: { name: credentials.apiLoginId, transactionKey: credentials.transactionKey },
        transId,
      },
    });
    const declined = standIn.pay((await provider.hostedPaymentToken(authorization)).token, { approved: false });
    expect(await provider.transaction(declined)).toMatchObject({
      approved: false,
      responseCode: '2',
      message: 'This transaction has been declined.',
    });
  });

  it('finds the transactions of a reference among the unsettled ones, for a payment whose browser went quiet', async () => {
    const reference = 'PA-QUIET';
    const { token } = await provider.hostedPaymentToken({ ...authorization, reference });
    const transId = standIn.pay(token);
    standIn.pay((await provider.hostedPaymentToken({ ...authorization, reference: 'PA-OTHER' })).token);
    expect(await provider.transactionsOf(reference)).toEqual([
      expect.objectContaining({ transactionId: transId, reference, approved: true, amountCents: 25_000 }),
    ]);
    expect(standIn.requests.at(-2)).toMatchObject({
      getUnsettledTransactionListRequest: {
        sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
        paging: { limit: '100', offset: '1' },
      },
    });
    expect(await provider.transactionsOf('PA-NOBODY')).toEqual([]);
  });

  it('answers null for a transaction Authorize.Net does not know (E00040)', async () => {
    expect(await provider.transaction('40000000001')).toBeNull();
  });

  it('captures up to the authorized amount, and says why it will not capture more', async () => {
    const transId = standIn.pay((await provider.hostedPaymentToken(authorization)).token);
    const over = await refusal(provider.capturePrior(transId, 25_001));
    expect(over).toBeInstanceOf(AuthorizeNetError);
    expect(over?.message).toBe(
      'The amount requested for settlement cannot be greater than the original amount authorized.',
    );
    expect(over?.code).toBe('E00027');

    expect(await provider.capturePrior(transId, 18_050)).toMatchObject({
      transactionId: transId,
      kind: 'priorAuthCapture',
      approved: true,
      message: 'This transaction has been approved.',
      amountCents: 18_050,
      capturedCents: 18_050,
    });
    expect(lastRequest()).toEqual({
      createTransactionRequest: {
        merchantAuthentication: { name: credentials.apiLoginId, transactionKey: credentials.transactionKey },
        transactionRequest: { transactionType: 'priorAuthCaptureTransaction', amount: '180.50', refTransId: transId },
      },
    });
    expect(await provider.transaction(transId)).toMatchObject({ capturedCents: 18_050, amountCents: 25_000 });
  });

  it('voids an authorization', async () => {
    const transId = standIn.pay((await provider.hostedPaymentToken(authorization)).token);
    await provider.voidTransaction(transId);
    expect(lastRequest()).toMatchObject({
      createTransactionRequest: { transactionRequest: { transactionType: 'voidTransaction', refTransId: transId } },
    });
    expect(await provider.transaction(transId)).toMatchObject({ voided: true, capturedCents: 0 });
    await expect(provider.voidTransaction('40000000002')).rejects.toThrow('The transaction cannot be found.');
  });

  it("surfaces Authorize.Net's message and code, never the credentials", async () => {
    const wrongKey = authorizeNetProvider({
      ...credentials,
      transactionKey: 'WrongKey12345678',
      endpoint: standIn.url,
    });
    const wrong = await refusal(wrongKey.transaction('1'));
    expect([wrong?.message, wrong?.code]).toEqual([
      'User authentication failed due to invalid authentication values.',
      'E00007',
    ]);
    // Authorize.Net's schema errors quote the value they refused.
    const longKey = 'Xy7TooLongKey98765432';
    const quoted = await refusal(
      authorizeNetProvider({ ...credentials, transactionKey: longKey, endpoint: standIn.url }).hostedPaymentToken(
        authorization,
      ),
    );
    expect(quoted?.code).toBe('E00003');
    expect(quoted?.message).toContain('transactionKey');
    for (const error of [wrong, quoted]) {
      expect(`${error?.message} ${error?.stack} ${JSON.stringify(error)}`).not.toMatch(
        new RegExp(`${credentials.transactionKey}|WrongKey12345678|${longKey}`),
      );
    }
  });

  it('gives up after its time limit, and says so', async () => {
    const impatient = authorizeNetProvider({ ...credentials, endpoint: standIn.url, timeoutMs: 100 });
    standIn.delayMs = 1_000;
    try {
      await expect(impatient.transaction('1')).rejects.toThrow('Authorize.Net did not answer in time.');
    } finally {
      standIn.delayMs = 0;
    }
    const nowhere = authorizeNetProvider({ ...credentials, endpoint: 'http://127.0.0.1:1/xml/v1/request.api' });
    await expect(nowhere.transaction('1')).rejects.toThrow('Authorize.Net could not be reached.');
  });
});

describe('an answer out of the ordinary', () => {
  const answerOnce = (status: number, body: string) => (standIn.nextAnswer = { status, body });

  it('refuses a capture that is not approved, even when the request itself was Ok', async () => {
    const transId = standIn.pay((await provider.hostedPaymentToken(authorization)).token);
    const held = {
      transactionResponse: {
        responseCode: '4',
        transId,
        messages: [{ code: '253', description: 'Your order has been received. Thank you for your business!' }],
      },
      messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
    };
    answerOnce(200, `\uFEFF${JSON.stringify(held)}`);
    const refused = await refusal(provider.capturePrior(transId, 100));
    expect([refused?.message, refused?.code]).toEqual([held.transactionResponse.messages[0]!.description, '4']);
  });

  it('says when Authorize.Net fails or answers with something else than JSON', async () => {
    answerOnce(503, 'Service Unavailable');
    await expect(provider.transaction('1')).rejects.toThrow('Authorize.Net answered HTTP 503.');
    answerOnce(200, '<html>maintenance</html>');
    await expect(provider.transaction('1')).rejects.toThrow('Authorize.Net answered with something other than JSON.');
  });
});

describe("Authorize.Net's answers", () => {
  it('are read past the byte order mark they begin with', () => {
    expect(parseAnswer('\uFEFF{"messages":{"resultCode":"Ok","message":[]},"token":"abc"}')).toMatchObject({
      token: 'abc',
    });
  });
});
