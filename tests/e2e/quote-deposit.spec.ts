import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { orderNumber } from '../../core/order-numbers';
import { adminRequestContext } from './admin-session';
import { mailedLinks, newestLink } from './mail';
import { fillShipTo } from './ship-to';
import { expect, gotoHydrated, test } from './support';
import { expectAccessible } from './axe';

/**
 * A quote accepted by paying its deposit: the admin quotes a request through the API, the customer opens
 * the link from the e-mail, sees the quoted order and the notes, pays exactly 10% of the quote at the PayPal stand-in
 * and lands on the order's status page, as after a designer deposit. A second quote ends the first e-mail's link.
 *
 * Every test fails on a console error or an uncaught exception, except the failed requests it expects.
 */

const QUOTE_LINK = '/quote-deposit/[\\w.-]+';

/** A 1x1 PNG: the server decides the type by these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The quote form's request, with a logo; answers its id and the customer's e-mail. */
async function requestQuote(request: APIRequestContext): Promise<{ id: number; email: string }> {
  const email = `captain_${randomBytes(4).toString('hex')}@cypress.example`;
  const deadline = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const response = await request.post('/api/quote-requests', {
    multipart: {
      customerName: 'Cypress Point Club',
      customerEmail: email,
      projectDescription: 'Our crest on a round pin for the spring member-guest.',
      quantity: '200',
      preferredSize: '1.5inch',
      deadlineDate: deadline,
      logo: { name: 'crest.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: (await response.json()).id, email };
}

function amount(page: Page, label: string) {
  return page.getByRole('complementary', { name: 'Order summary' }).getByText(label, { exact: true }).locator('+ dd');
}

test('the customer accepts a quote from its e-mail by paying 10% of it, and an older quote link no longer works', async ({
  page,
  baseURL,
  allowFailedRequest,
}) => {
  const request = await adminRequestContext(baseURL!);
  const { id, email } = await requestQuote(request);
  const quote = (body: object) => request.patch(`/api/quote-requests/${id}`, { data: body });
  expect((await quote({ quotedAmount: 150_000, quotedNotes: 'First draft' })).status()).toBe(200);
  const firstLink = await newestLink(email, QUOTE_LINK);
  const second = await quote({
    quotedAmount: 123_450,
    quotedPlating: 'gold',
    quotedPackaging: ['individual-bags'],
    quotedRush: true,
    quotedNotes: 'Gold plating, soft enamel, four colours.',
  });
  expect(second.status(), await second.text()).toBe(200);
  const link = await newestLink(email, QUOTE_LINK, 2);
  expect((await mailedLinks(email, QUOTE_LINK))[0]).toBe(firstLink);

  // The first e-mail's link was replaced by the second quote.
  allowFailedRequest(firstLink, 404);
  await gotoHydrated(page, firstLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This quote link is no longer valid.');
  await expect(page.getByRole('button', { name: /Pay with PayPal/ })).toHaveCount(0);
  await expectAccessible(page);

  await gotoHydrated(page, link);
  await expect(page).toHaveTitle(/^Your Quote \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your custom pin quote');
  await expect(page.getByText(`Quote #${id}`)).toBeVisible();
  await expect(page.getByText('Gold plating, soft enamel, four colours.')).toBeVisible();
  await expect(page.getByText('200 pins', { exact: true })).toBeVisible();
  await expect(page.getByText('1.5 inch', { exact: true })).toBeVisible();
  await expect(page.getByText('Gold', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your uploaded logo' })).toBeVisible();
  await expect(page.getByText('Individual Bags', { exact: true })).toBeVisible();
  await expect(page.getByText('Rush', { exact: true })).toBeVisible();
  // $1,234.50 for the pins + 200 bags at $0.10 + the $100 rush fee: the lines add up to the total.
  await expect(amount(page, 'Pins')).toHaveText('$1,234.50');
  await expect(amount(page, 'Packaging price')).toHaveText('$20.00');
  await expect(amount(page, 'Rush fee')).toHaveText('$100.00');
  await expect(amount(page, 'Quoted total')).toHaveText('$1,354.50');
  await expect(amount(page, 'Deposit due now (10%)')).toHaveText('$135.45');
  await expect(amount(page, 'Balance due after design approval')).toHaveText('$1,219.05');
  await expectAccessible(page);

  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  // The quote came without a ship-to address: the deposit waits for one.
  const pay = page.getByRole('button', { name: 'Pay with PayPal (test)' });
  await expect(pay).toBeDisabled();
  await fillShipTo(page.getByRole('region', { name: 'Where we ship your pins' }));
  await pay.click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await expect(page.getByText('135.45 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  // The designer deposit's success: the new order's status page.
  await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);
  const orderId = Number(/\/orders\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber('custom', orderId)}` })).toBeVisible();
  await expect(page.getByText('Quote Provided & Deposit Paid').first()).toBeVisible();
  await expect(page.getByLabel('Ship to', { exact: true })).toContainText('11480 N Torrey Pines Rd');

  const listed = (
    (await (await request.get(`/api/quote-requests?status=approved&q=%23${id}`)).json()) as {
      quotes: Array<{ id: number; customOrderId: number | null }>;
    }
  ).quotes;
  expect(listed.find((row) => row.id === id)?.customOrderId).toBe(orderId);
  expect((await quote({ quotedAmount: 100_000 })).status()).toBe(409);
  await request.dispose();
});
