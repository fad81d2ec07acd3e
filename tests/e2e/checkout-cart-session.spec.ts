/**
 * The "has a cart session" flag (core/cart-session-cookie): the server renders the checkout of a browser
 * that never had a cart as the empty cart at once, and a cart's checkout as the skeleton its lines replace. The flag
 * says nothing about the cart itself, and a cart from before the flag still shows.
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './support';
import { newCartSessionId } from './cart-session';

const LIGHTHOUSE = { id: 1, name: 'Harbour Town Lighthouse Pin' } as const;
const EMPTY_HEADING = /<h2[^>]*>Your cart is empty<\/h2>/;

test.describe('the checkout and the cart-session flag', () => {
  test('the server renders the empty cart without the flag and waits for the cart with it', async ({ request }) => {
    const without = await (await request.get('/checkout')).text();
    expect(without).toMatch(EMPTY_HEADING);

    const withFlag = await (await request.get('/checkout', { headers: { cookie: 'cart_session=1' } })).text();
    expect(withFlag).not.toMatch(EMPTY_HEADING);
    expect(withFlag).toContain('<h1');
    // Any other value is no flag (the cart's API sets it as exactly 1).
    const other = await (await request.get('/checkout', { headers: { cookie: 'cart_session=yes' } })).text();
    expect(other).toMatch(EMPTY_HEADING);
  });

  test('an add to the cart sets the flag, which holds no id, and the checkout shows the lines', async ({ page }) => {
    await gotoHydrated(page, `/product/${LIGHTHOUSE.id}`);
    expect(await flag(page)).toBeUndefined();
    await page.getByRole('button', { name: '25 pins' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('25');

    const cookie = await flag(page);
    // Set by the cart's API, out of scripts' reach.
    expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', httpOnly: true });
    // It lasts as long as a stored cart does, about a year.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

    await gotoHydrated(page, '/checkout');
    await expect(page.getByText(LIGHTHOUSE.name).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toHaveCount(0);
  });

  test('a cart stored before the flag existed is shown at checkout, and the flag is set', async ({ page }) => {
    const sessionId = newCartSessionId();
    await page.addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
    const added = await page.request.post('/api/cart', {
      headers: { 'X-Session-Id': sessionId },
      data: { productId: LIGHTHOUSE.id, quantity: 10 },
    });
    expect(added.ok(), await added.text()).toBe(true);

    await gotoHydrated(page, '/checkout');
    await expect(page.getByText(LIGHTHOUSE.name).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toHaveCount(0);
    expect((await flag(page))?.value).toBe('1');
  });
});

async function flag(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'cart_session');
}
