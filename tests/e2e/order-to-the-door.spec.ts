import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { orderNumber } from '../../core/order-numbers';
import { adminRequestContext } from './admin-session';
import { expectAccessible } from './axe';
import { mailsTo, newestLink } from './mail';
import { approveAndCapture, PNG } from './paid-orders';
import { CLUB_SHIP_TO, fillShipTo } from './ship-to';
import { expect, gotoHydrated, test } from './support';

/**
 * A custom order from the customer's first step to their door, twice: from the designer and from a quote. The
 * address is asked once (the designer's step 4, or the deposit page when the quote had none), the owner's mailbox
 * gets a notice for each money or proof event, the ship e-mail carries the tracking link and the address, and the
 * customer's order page reaches Delivered. The ship dialog itself is walked in admin-shipping.spec.ts; here the
 * owner's steps go through the admin API.
 */

const OWNER = 'sales@pinshop.example';
const UPS = '1Z999AA10123456784';

/** The owner's notices about one order, as subjects. */
async function ownerNoticesAbout(number: string): Promise<string[]> {
  return (await mailsTo(OWNER)).map(({ subject }) => subject).filter((subject) => subject.includes(number));
}

/** Proof, approval, balance, ship and delivery of a paid custom order; answers when the customer's page says Delivered. */
async function proofToDoor(page: Page, api: APIRequestContext, id: number, email: string, statusPath: string) {
  const number = orderNumber('custom', id);
  const uploaded = await api.post(`/api/custom-orders/${id}/proofs`, {
    multipart: { note: 'Your crest in gold.', proof: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const token = new URL(statusPath, 'http://shop.test').searchParams.get('token');
  const approved = await page.request.post(`/api/orders/${id}/proof/approve`, {
    data: { token, version: 1, confirmed: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  const balanceLink = await newestLink(email, '/balance-payment/[\\w-]{43}');
  const balanceToken = balanceLink.split('/').at(-1);
  const created = await page.request.post('/api/paypal/order', { data: { purpose: 'balance', balanceToken } });
  expect(created.status(), await created.text()).toBe(201);
  await approveAndCapture(page, (await created.json()) as { id: string; approveUrl: string });

  const shipped = await api.post(`/api/admin/custom-orders/${id}/ship`, {
    data: { carrier: 'ups', trackingNumber: '1Z 999 AA1 01 2345 6784' },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  const tracking = `https://www.ups.com/track?tracknum=${UPS}`;
  await expect
    .poll(async () => (await mailsTo(email)).find(({ text }) => text.includes(tracking))?.text ?? '', {
      timeout: 20_000,
    })
    .toContain(CLUB_SHIP_TO.address);
  expect((await api.post(`/api/admin/custom-orders/${id}/delivered`)).ok()).toBe(true);

  await gotoHydrated(page, statusPath);
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card.getByText(/^Delivered /).first()).toBeVisible();
  await expect(card.getByRole('link', { name: /Track package/ })).toHaveAttribute('href', tracking);
  await expect(card.getByLabel('Ship to', { exact: true })).toContainText(CLUB_SHIP_TO.address);
  // Shipped, the address is what the carrier has: no more changes from the customer.
  await expect(card.getByRole('button', { name: 'Change address' })).toHaveCount(0);
  await expectAccessible(page);

  // The owner was told of each step that needed them or brought money.
  await expect
    .poll(() => ownerNoticesAbout(number), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Deposit paid: order /),
        expect.stringMatching(/^Proof approved: order /),
        expect.stringMatching(/^Balance paid: order /),
      ]),
    );
}

test.describe('an order to the door', () => {
  test('from the designer: the address is asked with the contact details, and the pins arrive', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const email = `door_${randomBytes(4).toString('hex')}@example.com`;
    await gotoHydrated(page, '/custom');
    for (let step = 1; step <= 3; step += 1) await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByLabel('Design file').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Full Name').fill('Door Captain');
    await page.getByLabel('Email Address').fill(email);
    await fillShipTo(page);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByText('La Jolla, CA 92037')).toBeVisible();
    await page.getByRole('button', { name: 'Pay Deposit' }).click();
    await page.waitForURL(/\/checkout\?orderData=/);

    // The checkout shows the address it has, with a way to change it: not asked again.
    const shipTo = page.getByRole('region', { name: 'Where we ship your pins' });
    await expect(shipTo).toContainText(CLUB_SHIP_TO.address);
    await expect(shipTo.getByRole('button', { name: 'Change address' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);
    const id = Number(/\/orders\/(\d+)/.exec(page.url())?.[1]);
    const statusPath = new URL(page.url()).pathname + `?token=${new URL(page.url()).searchParams.get('token')}`;

    const api = await adminRequestContext(baseURL!);
    await proofToDoor(page, api, id, email, statusPath);
    await api.dispose();
  });

  test('from a quote without an address: the deposit page asks once, and the pins arrive', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const email = `quote_door_${randomBytes(4).toString('hex')}@example.com`;
    const requested = await page.request.post('/api/quote-requests', {
      multipart: {
        customerName: 'Quote Captain',
        customerEmail: email,
        projectDescription: 'Our crest on a round pin for the spring member-guest.',
        quantity: '150',
      },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const quoteId = ((await requested.json()) as { id: number }).id;
    const api = await adminRequestContext(baseURL!);
    const quoted = await api.patch(`/api/quote-requests/${quoteId}`, { data: { quotedAmount: 90_000 } });
    expect(quoted.ok(), await quoted.text()).toBe(true);

    await gotoHydrated(page, await newestLink(email, '/quote-deposit/[\\w.-]+'));
    const pay = page.getByRole('button', { name: 'Pay with PayPal (test)' });
    await expect(pay).toBeDisabled();
    await fillShipTo(page.getByRole('region', { name: 'Where we ship your pins' }));
    await pay.click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);
    const id = Number(/\/orders\/(\d+)/.exec(page.url())?.[1]);
    const statusPath = new URL(page.url()).pathname + `?token=${new URL(page.url()).searchParams.get('token')}`;

    await proofToDoor(page, api, id, email, statusPath);
    await api.dispose();
  });
});
