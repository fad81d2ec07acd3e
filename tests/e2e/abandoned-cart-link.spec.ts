/**
 * The abandoned-checkout e-mail's link brings the cart back in another browser (a buyer's phone): a cart made in one
 * browser context, its link (/checkout?cart={token}, signed with the e2e server's SESSION_SECRET as the follow-up
 * job signs it: server/modules/followups/cart-link.ts) opened in a fresh one shows the same lines at checkout; the
 * browser keeps the cart as its own and the token leaves the address bar. A forged link says so and shows this
 * browser's own cart. The job's e-mail carrying the link is tested through the API (cart-link.api.test.ts).
 */
import { CART_LINK_MESSAGES } from '../../core/cart-link';
import { CART_LINK_TTL_MS, cartLinkToken } from '../../server/modules/followups';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test } from './support';

/** The server's SESSION_SECRET (playwright.config.ts), which signs the e-mailed links. */
const SECRET = process.env.E2E_SESSION_SECRET!;
const LIGHTHOUSE = { id: 1, name: 'Harbour Town Lighthouse Pin' } as const;

/**
 * The link the reminder carries for a cart session. A cart never checked out has no payment of its own: the link
 * counts payments from the first (any payment of the session since then spends it; there is none).
 */
function cartLink(sessionId: string): string {
  const token = cartLinkToken(SECRET, {
    sessionId,
    paymentId: 1,
    expiresAt: new Date(Date.now() + CART_LINK_TTL_MS),
  });
  return `/checkout?cart=${token}`;
}

test.describe("the abandoned-checkout e-mail's cart link", () => {
  test('opened in a fresh browser, it shows the same cart at checkout and keeps it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The buyer's computer: 25 pins in the cart.
    const desk = await browser.newContext({ baseURL });
    const deskPage = await desk.newPage();
    await gotoHydrated(deskPage, `/product/${LIGHTHOUSE.id}`);
    await deskPage.getByRole('button', { name: '25 pins' }).click();
    await deskPage.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(deskPage.getByTestId('cart-count')).toHaveText('25');
    const sessionId = await deskPage.evaluate(() => window.localStorage.getItem('sessionId'));
    expect(sessionId).toMatch(/^[\w-]{44}$/);
    await desk.close();

    // The phone: never saw the shop.
    expect(await page.context().cookies()).toEqual([]);
    await gotoHydrated(page, cartLink(sessionId!));
    await expect(page.getByText(LIGHTHOUSE.name).first()).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('25');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toHaveCount(0);
    // The token has left the address bar, replaced rather than pushed: Back does not find it in the history.
    await expect(page).toHaveURL(/\/checkout$/);
    await expectAccessible(page);

    // The phone keeps the cart as its own: the id stored as a new cart's, the cart-session flag set.
    expect(await page.evaluate(() => window.localStorage.getItem('sessionId'))).toBe(sessionId);
    const flag = (await page.context().cookies()).find((cookie) => cookie.name === 'cart_session');
    expect(flag).toMatchObject({ value: '1', httpOnly: true });
    await page.goBack();
    expect(page.url()).not.toContain('cart=');
    await gotoHydrated(page, '/checkout');
    await expect(page.getByText(LIGHTHOUSE.name).first()).toBeVisible();
  });

  test("a forged link says it is not valid and shows this browser's own cart", async ({ page, allowFailedRequest }) => {
    allowFailedRequest('/api/cart/link', 404);
    const real = cartLink('A'.repeat(44)).split('=')[1]!;
    const forged = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    await gotoHydrated(page, `/checkout?cart=${forged}`);
    await expect(page.getByRole('alert').filter({ hasText: CART_LINK_MESSAGES.invalid })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await page.evaluate(() => window.localStorage.getItem('sessionId'))).toBeNull();
    await expectAccessible(page);
  });
});
