/// <reference lib="dom" />
// The card frame (000 §2, §4, DESIGN §5): the portal's hidden form posts a token into a frame of the payment
// page; the page answers its parent with resizeWindow, then transactResponse or cancel.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiAs, checkAccessibility, demoUser, signIn, useBrowser } from './support/index';

type CardMessage = { action: string; response?: string; height?: number };
type Framing = Window & { cardMessages: CardMessage[] };

/** What the portal's card dialog does: a frame 500px high, a hidden form posting the token into it. */
async function openCardFrame(page: Page, token: string) {
  const { paymentPageUrl } = (await (await page.request.get('/product.json')).json()) as { paymentPageUrl: string };
  await page.evaluate(
    ({ token, paymentPageUrl }) => {
      const framing = window as unknown as Framing;
      framing.cardMessages = [];
      window.addEventListener('message', (event) => {
        if (event.origin === window.location.origin) framing.cardMessages.push(event.data as CardMessage);
      });
      const frame = Object.assign(document.createElement('iframe'), { name: 'card', title: 'Card payment' });
      frame.style.height = '500px';
      const form = Object.assign(document.createElement('form'), {
        method: 'post',
        action: paymentPageUrl,
        target: 'card',
      });
      form.hidden = true;
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'token', value: token }));
      document.body.append(frame, form);
      form.submit();
    },
    { token, paymentPageUrl },
  );
  const frame = page.frameLocator('iframe[name="card"]');
  await frame.getByLabel('Card number').waitFor();
  return frame;
}

const messages = (page: Page) => page.evaluate(() => (window as unknown as Framing).cardMessages);
const messageOf = (page: Page, action: string) =>
  page.waitForFunction(
    (wanted) => (window as unknown as Framing).cardMessages.find((message) => message.action === wanted),
    action,
  );

async function depositToken(page: Page, amount: string) {
  const answer = (await apiAs(page, 'escrowDeposit/initiateDeposit', { amount })) as {
    content: { tokenResults: { token: string } };
  };
  return answer.content.tokenResults.token;
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

describe('the sandbox card frame', () => {
  const browser = useBrowser();

  it('takes a test card by keyboard and tells the portal, which completes the deposit', async () => {
    const { page, consoleErrors } = browser;
    const admin = demoUser('escrow.admin');
    await signIn(page, admin.username, admin.password);
    const frame = await openCardFrame(page, await depositToken(page, '40'));
    await messageOf(page, 'resizeWindow');
    const cardPage = page.frames().find((candidate) => candidate.name() === 'card')!;
    await checkAccessibility(cardPage, 'the sandbox card page');

    await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
    await frame.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear}`);
    await frame.getByLabel('CVV').fill('123');
    await frame.getByLabel('ZIP').fill('96950');
    await frame.getByLabel('ZIP').press('Enter');
    const posted = await (await messageOf(page, 'transactResponse')).jsonValue();
    const response = JSON.parse(posted!.response!) as { transId: string; responseCode: string; accountNumber: string };
    expect(response).toMatchObject({ responseCode: '1', accountNumber: 'XXXX1111' });
    expect(posted!.response).not.toContain('4111111111111111');

    const before = (await apiAs(page, 'currentUser/usageBalance', {})) as {
      content: { usageBalance: { cents: number } };
    };
    const completed = (await apiAs(page, 'escrowDeposit/completeDeposit', { response: posted!.response })) as {
      ok: boolean;
      content: { usageBalance: { cents: number } };
    };
    expect(completed.ok).toBe(true);
    expect(completed.content.usageBalance.cents).toBe(before.content.usageBalance.cents + 4000);
    expect(consoleErrors).toEqual([]);
  });

  it('says why a card is refused inside the frame, and Cancel tells the portal', async () => {
    const { page } = browser;
    const admin = demoUser('escrow.admin');
    await signIn(page, admin.username, admin.password);
    const frame = await openCardFrame(page, await depositToken(page, '30'));
    await frame.getByLabel('Card number').fill('4111 1111 1111 1112');
    await frame.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear}`);
    await frame.getByLabel('CVV').fill('123');
    await frame.getByRole('button', { name: 'Pay' }).click();
    await frame.getByRole('alert').getByText('The credit card number is invalid.').waitFor();
    expect((await messages(page)).map((message) => message.action)).not.toContain('transactResponse');
    await frame.getByRole('button', { name: 'Cancel' }).click();
    await messageOf(page, 'cancel');
  });
});
