import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../platform/config';

const authorizeNet = {
  PAYMENT_PROVIDER: 'authorize.net',
  AUTHORIZE_NET_API_LOGIN_ID: 'login',
  AUTHORIZE_NET_TRANSACTION_KEY: 'key',
};

describe('the payment provider settings', () => {
  it('default to the sandbox, whose pages this server serves', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', PAYMENT_PAGE_URL: undefined });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow('PAYMENT_PROVIDER="stripe" is not valid');
  });

  it('refuse to start Authorize.Net without its login id and transaction key', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'authorize.net' })).toThrow(
      'AUTHORIZE_NET_API_LOGIN_ID="" is not valid: is required with PAYMENT_PROVIDER=authorize.net; ' +
        'AUTHORIZE_NET_TRANSACTION_KEY="" is not valid: is required with PAYMENT_PROVIDER=authorize.net',
    );
  });

  it("point the payment page and script at Authorize.Net's, its sandbox's unless the endpoint is production", () => {
    expect(loadConfig(authorizeNet)).toMatchObject({
      AUTHORIZE_NET_ENDPOINT: 'https://apitest.authorize.net/xml/v1/request.api',
      PAYMENT_PAGE_URL: 'https://test.authorize.net/payment/payment',
      PAYMENT_SCRIPT_URL: 'https://jstest.authorize.net/v3/AcceptUI.js',
    });
    const production = { ...authorizeNet, AUTHORIZE_NET_ENDPOINT: 'https://api.authorize.net/xml/v1/request.api' };
    expect(loadConfig(production)).toMatchObject({
      PAYMENT_PAGE_URL: 'https://accept.authorize.net/payment/payment',
      PAYMENT_SCRIPT_URL: 'https://js.authorize.net/v3/AcceptUI.js',
    });
    const chosen = { ...authorizeNet, PAYMENT_PAGE_URL: 'https://pay.example.gov/page' };
    expect(loadConfig(chosen).PAYMENT_PAGE_URL).toBe('https://pay.example.gov/page');
  });

  it('must be named in production: the sandbox charges nothing, so it is never fallen into', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER is not set/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
  });
});
