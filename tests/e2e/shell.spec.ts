import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, signInAsAdmin } from './admin-session';
import { gotoHydrated, watchConsole } from './support';

/** Collects Content-Security-Policy violations (the server sends a strict, nonce-based CSP). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('site shell', () => {
  test('the server HTML of / carries the header links, title and description', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const href of ['/', '/quote', '/wholesale', '/blog', '/track-order', '/login', '/register']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).not.toContain('href="/admin"');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('USA');
  });

  test('desktop header: links, no Admin link signed out, cart badge at 0 and an empty cart sheet', async ({ page }) => {
    const problems = watchConsole(page);
    const violations = await watchCsp(page);
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Get Quote', 'Wholesale', 'Blog', 'Track Order']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();

    const cart = page.getByRole('button', { name: /^Cart, 0 items/ });
    await expect(cart).toBeVisible();
    await cart.click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(sheet.getByText('Your cart is empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(cart).toBeFocused();
    expect(problems).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('the empty cart sheet links to the wholesale catalogue and closes on the way', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: /^Cart, 0 items/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await sheet.getByRole('link', { name: 'Shop Wholesale' }).click();
    await expect(page).toHaveURL(/\/wholesale$/);
    await expect(sheet).toBeHidden();
  });

  test("the header's icons draw: the cart button's icon has a shape from the sprite", async ({ page }) => {
    await gotoHydrated(page, '/');
    const use = page.getByRole('button', { name: /^Cart, 0 items/ }).locator('svg use');
    // A <use> whose sprite failed to load, or has no symbol of that id, draws nothing: an empty box.
    await expect
      .poll(() => use.evaluate((element: SVGUseElement) => element.getBBox().width * element.getBBox().height))
      .toBeGreaterThan(0);
  });

  test('the footer has the quick links, the sales e-mail, the location and the configured social profiles', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Footer' });
    await expect(quick.getByRole('link', { name: 'Get a Custom Quote' })).toHaveAttribute('href', '/quote');
    await expect(quick.getByRole('link', { name: 'Wholesale Catalogue' })).toHaveAttribute('href', '/wholesale');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(footer).toContainText('Newport Beach, CA');
    // The profiles configured for this shop (playwright.config.ts), and none that is not.
    const socials = footer.getByRole('navigation', { name: 'Social media' });
    for (const [name, href] of [
      ['Instagram', 'https://www.instagram.com/pinshop.golf'],
      ['Facebook', 'https://www.facebook.com/pinshop.golf'],
    ] as const) {
      const social = socials.getByRole('link', { name, exact: true });
      await expect(social).toHaveAttribute('href', href);
      await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(socials.getByRole('link', { name: 'X', exact: true })).toHaveCount(0);
    await expect(footer).toContainText(/© \d{4} /);
  });

  test('every page names its icons, and the browser finds /favicon.ico, the touch icon and the manifest', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/');
    const head = page.locator('head');
    await expect(head.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    // An ICO file starts with reserved 0, type 1 (icon), then the number of images.
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const touch = await request.get('/apple-touch-icon.png');
    expect(touch.headers()['content-type']).toBe('image/png');
    const manifest = (await (await request.get('/site.webmanifest')).json()) as { icons: { src: string }[] };
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
  });

  test('the header follows the signed-in user: welcome line, Admin link for an admin, and Logout', async ({ page }) => {
    const problems = watchConsole(page);
    // Signing in from the login page (no ?next=) ends on the home page.
    await signInAsAdmin(page);
    await expect(page).toHaveURL('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the mobile menu toggle opens and closes the links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'Wholesale' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await mobile.getByRole('link', { name: 'Wholesale' }).click();
    await expect(page).toHaveURL(/\/wholesale$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the promo banner can be dismissed and stays dismissed after a reload', async ({ page }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('complementary', { name: 'Promotion' });
    await expect(banner).toContainText('USA');
    await banner.getByRole('button', { name: 'Dismiss promotion' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Promotion' })).toHaveCount(0);
  });

  test('an unknown page answers 404 with the title "404 Page Not Found"', async ({ page, request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<title>404 Page Not Found</title>');
    await gotoHydrated(page, '/no/such/page');
    await expect(page).toHaveTitle('404 Page Not Found');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown /api route answers JSON 404; /api/docs is for the admin, the JSON document public', async ({
    request,
  }) => {
    const api = await request.get('/api/nothing-here');
    expect(api.status()).toBe(404);
    expect((await api.json()).message).toMatch(/not found/i);
    const docs = await request.get('/api/docs/');
    expect(docs.status()).toBe(401);
    const openapi = await (await request.get('/api/openapi.json')).json();
    expect(Object.keys(openapi.paths)).toContain('/api/products');
  });
});
