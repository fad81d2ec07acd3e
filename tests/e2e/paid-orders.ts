import { CLUB_SHIP_TO } from './ship-to';
import { type Page } from '@playwright/test';
import { expect } from './support';
import { newCartSessionId } from './cart-session';

/**
 * Orders paid the way a customer pays them, through the API and the PayPal stand-in's approval page: the browser
 * tests that start from a paid order (balance links, the admin's order sections).
 */

export const LIGHTHOUSE = { id: 1, quantity: 2 } as const;
export const ADDRESS = { address: '1 Clubhouse Drive', city: 'Newport Beach', state: 'CA', zipCode: '92660' } as const;

/** A 1x1 PNG: the server decides the type by these bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Approves a PayPal order on the stand-in's page and captures it through the API. */
export async function approveAndCapture(page: Page, created: { id: string; approveUrl: string }) {
  await page.goto(created.approveUrl);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('This order is approved.')).toBeVisible();
  const captured = await page.request.post(`/api/paypal/order/${created.id}/capture`);
  expect(captured.ok(), await captured.text()).toBe(true);
  const outcome = (await captured.json()) as {
    status: string;
    customOrderId?: number;
    orderId?: number;
    statusPath?: string;
  };
  expect(outcome.status).toBe('COMPLETED');
  return outcome;
}

/**
 * The designer's order of 100 gold 1-inch pins ($535.00: deposit $53.50, balance $481.50) for `customer`, shipped to
 * the club in La Jolla, CA, as the shop prepared it; `base` is another shop's address than the suite's.
 */
export async function prepareDesignerOrder(
  page: Page,
  customer: { name: string; email: string },
  base = '',
): Promise<{ preparedOrderId: string }> {
  const orderData = {
    quantity: 100,
    size: '1inch',
    plating: 'gold',
    packaging: 'individual-bags',
    rushOrder: false,
    rushOrderFee: 0,
    pricePerPin: 5.35,
    totalPrice: 535,
    depositAmount: 53.5,
    remainingBalance: 481.5,
    customerName: customer.name,
    customerEmail: customer.email,
    shipTo: { ...CLUB_SHIP_TO, name: customer.name, country: 'US' },
    promoCode: '',
    discountAmount: 0,
  };
  const prepared = await page.request.post(`${base}/api/custom-orders/prepare`, {
    multipart: {
      orderData: JSON.stringify(orderData),
      logo: { name: 'club-crest.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(prepared.ok(), await prepared.text()).toBe(true);
  return (await prepared.json()) as { preparedOrderId: string };
}

/** The designer's checkout of a prepared order: its link carries the order the shop prepared. */
export function designerCheckoutPath(prepared: object): string {
  const encoded = Buffer.from(JSON.stringify(prepared), 'utf8').toString('base64');
  return `/checkout?${new URLSearchParams({ orderData: encoded }).toString()}`;
}

/** A custom order whose 10% deposit is paid: 100 gold 1-inch pins, $535.00, deposit $53.50, balance $481.50. */
export async function paidDeposit(
  page: Page,
  customer: { name: string; email: string },
): Promise<{ customOrderId: number; statusPath: string }> {
  const { preparedOrderId } = await prepareDesignerOrder(page, customer);
  const created = await page.request.post('/api/paypal/order', {
    data: { purpose: 'deposit', preparedOrderId, amount: '53.50' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const outcome = await approveAndCapture(page, (await created.json()) as { id: string; approveUrl: string });
  return { customOrderId: outcome.customOrderId!, statusPath: outcome.statusPath! };
}

/** A catalog order paid by the signed-in customer of `page` (a cart of their own, the stand-in); two Lighthouse pins unless told. */
export async function paidCartOrder(
  page: Page,
  customer: { name: string; email: string },
  item: { id: number; quantity: number } = LIGHTHOUSE,
): Promise<number> {
  const sessionId = newCartSessionId();
  const line = await page.request.post('/api/cart', {
    headers: { 'X-Session-Id': sessionId },
    data: { productId: item.id, quantity: item.quantity },
  });
  expect(line.ok(), await line.text()).toBe(true);
  const created = await page.request.post('/api/paypal/order', {
    headers: { 'X-Session-Id': sessionId },
    data: { customer: { ...customer, ...ADDRESS } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const outcome = await approveAndCapture(page, (await created.json()) as { id: string; approveUrl: string });
  return outcome.orderId!;
}
