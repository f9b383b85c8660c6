import type { FrameLocator, Page } from 'playwright-core';
import { apiAs } from './portal';

/** The user's usage balance as the server keeps it: escrow or card charges in cents, or flat-fee images. */
export type UsageBalance = { cents: number | null; images: number | null };
export const usageBalance = async (page: Page): Promise<UsageBalance> =>
  ((await apiAs(page, 'currentUser/usageBalance', {})) as { content: { usageBalance: UsageBalance } }).content
    .usageBalance;
/** The header's usage balance in cents, as the server keeps it. */
export const balanceCents = async (page: Page) => (await usageBalance(page)).cents as number;

/** The header's balance line ('Escrow balance: $486.50'): the first, or the one with this label. */
export const headerBalance = (page: Page, label?: string) => {
  const lines = page.locator('header p[aria-live="polite"]');
  return (label === undefined ? lines : lines.filter({ hasText: label })).first();
};

/** Cents as the portal shows dollars: '$1,234.50'. */
export const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The sandbox card page in the payment dialog whose frame's title begins with `title`. */
export const cardFrame = (page: Page, title: string) => page.frameLocator(`iframe[title^="${title}"]`);

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/**
 * A card typed into the sandbox card page, expiring next December, and sent with Enter. The billing ZIP decides
 * (as in Authorize.Net's sandbox, 46282 is declined).
 */
export async function typeCard(
  frame: FrameLocator,
  { zip, number = '4111 1111 1111 1111' }: { zip: string; number?: string },
): Promise<void> {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear}`);
  await frame.getByLabel('CVV').fill('123');
  await frame.getByLabel('ZIP').fill(zip);
  await frame.getByLabel('ZIP').press('Enter');
}
