import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './support';
import { newCartSessionId } from './cart-session';

/**
 * Amounts that add up, in the browser: at quantities whose tier price used to be rounded per line
 * (25 x $11.99 at 20% off showed 25 x $9.59 but charged $239.80), the checkout summary's lines are unit x quantity,
 * its rows add up to its total, PayPal is asked for exactly that total, and the order page shows the same rows.
 */
const LIGHTHOUSE = { id: 1, name: 'Harbour Town Lighthouse Pin' } as const;
const PAR_3 = { id: 26 } as const;

const CUSTOMER = {
  'Full name': 'Ada Fairway',
  Email: 'ada.amounts@example.com',
  Address: '1 Clubhouse Drive',
  City: 'Newport Beach',
  State: 'CA',
  'ZIP code': '92660',
} as const;

const cents = (text: string) => {
  const match = /(-?)\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]));
};

/** Every money row of a description list, in order: [label, cents]. */
async function moneyRows(list: Locator): Promise<Array<[string, number]>> {
  const rows = list.locator(':scope > div');
  const out: Array<[string, number]> = [];
  for (const row of await rows.all()) {
    const label = (await row.getByRole('term').innerText()).trim();
    const value = (await row.getByRole('definition').innerText()).trim();
    if (/\$\d/.test(value)) out.push([label, cents(value)]);
  }
  return out;
}

/** Read top to bottom, "Subtotal" and the total are the sums of the rows above them. */
function expectRowsAddUp(rows: Array<[string, number]>, totalLabel: string) {
  let running: number | null = null;
  for (const [label, value] of rows) {
    if (running !== null && (label === 'Subtotal' || label === totalLabel)) expect(value, label).toBe(running);
    else running = (running ?? 0) + value;
  }
  expect(rows.at(-1)?.[0]).toBe(totalLabel);
}

async function seedCart(page: Page, lines: { productId: number; quantity: number }[]) {
  const sessionId = newCartSessionId();
  await page.addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
  for (const line of lines) {
    const response = await page.request.post('/api/cart', { headers: { 'X-Session-Id': sessionId }, data: line });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

test('the checkout summary adds up to the amount PayPal is asked for, and the order shows the same', async ({
  page,
}) => {
  await seedCart(page, [
    { productId: LIGHTHOUSE.id, quantity: 25 },
    { productId: PAR_3.id, quantity: 11 },
  ]);
  await gotoHydrated(page, '/checkout?discount=USA');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Discount (USA)')).toBeVisible();

  // Each line: "25 × $9.59 each" and its total, unit x quantity.
  const items = summary.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  let lineSum = 0;
  for (const item of await items.all()) {
    const text = await item.innerText();
    const [, quantity, unit] = /(\d+) × \$([\d.]+) each/.exec(text) ?? [];
    const lineTotal = cents(
      text
        .split('\n')
        .filter((part) => /\$/.test(part))
        .at(-1)!,
    );
    expect(lineTotal, text).toBe(Number(quantity) * Math.round(Number(unit) * 100));
    lineSum += lineTotal;
  }
  await expect(items.first()).toContainText('25 × $9.59 each');
  await expect(items.first()).toContainText('$239.75');

  const rows = await moneyRows(summary.locator('dl').filter({ hasText: 'Shipping' }));
  expectRowsAddUp(rows, 'Total');
  expect(Object.fromEntries(rows)).toMatchObject({
    'Items at list price': 38_764,
    'Volume savings': -6_880,
    Subtotal: lineSum,
    'Discount (USA)': -6_377,
    Shipping: 599,
    Total: 26_106,
  });

  for (const [label, value] of Object.entries(CUSTOMER)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await expect(page.getByText('261.06 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  // The order page: the same lines and rows, adding up to what was charged.
  await page.waitForURL(/\/orders\/\d+\?token=/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const card = page.locator('article').filter({ hasText: 'Total paid' }).first();
  await expect(card.getByText('25 x $9.59')).toBeVisible();
  const orderRows = await moneyRows(card.locator('dl').filter({ hasText: 'Total paid' }));
  expectRowsAddUp(orderRows, 'Total paid');
  expect(Object.fromEntries(orderRows)).toMatchObject({ Subtotal: lineSum, Shipping: 599, 'Total paid': 26_106 });
});
