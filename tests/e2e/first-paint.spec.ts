/**
 * What a phone's first paint waits on (Lighthouse, decision 022): the stylesheet, and no script (the page's scripts are
 * asked for once it is painted, decision 022); a page whose content comes after hydration (the checkout's cart) keeps
 * its footer where it was painted, and no page paints half its header.
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

/** Lighthouse's phone (a Moto G Power): 412 x 823 CSS pixels at DPR 1.75. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

test.describe('first paint', () => {
  for (const path of ['/', '/wholesale', '/product/1', '/checkout']) {
    test(`${path} asks for its stylesheet in the head and for no script before it is painted`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<link[^>]*rel="stylesheet"/);
      // Nor is it painted before the header is whole (a page that arrives in pieces would move it).
      expect(head).toContain('<link rel="expect" href="#main-content" blocking="render"/>');
      // No preload in the HTML: the boot module asks for the scripts after the first paint (app/deferred-boot.server).
      expect(html).not.toContain('<link rel="modulepreload"');

      await gotoHydrated(page, path);
      const { painted, firstScript } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-paint')[0]?.startTime,
        firstScript: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(painted).toBeGreaterThan(0);
      expect(firstScript).toBeGreaterThan(painted!);
    });
  }

  test("/checkout, whose content is the browser's cart, preloads its scripts after its stylesheet", async ({
    request,
  }) => {
    // With the cart-session flag: without it the server renders the empty cart, and the scripts wait (below).
    const html = await (await request.get('/checkout', { headers: { cookie: 'cart_session=1' } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const stylesheet = head.search(/<link[^>]*rel="stylesheet"/);
    const firstScript = head.search(/<link[^>]*rel="modulepreload"|<script/);
    expect(stylesheet).toBeGreaterThan(-1);
    expect(firstScript).toBeGreaterThan(stylesheet);
  });

  test('a browser that never had a cart is shown the empty checkout without asking the server', async ({ page }) => {
    const cartReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/cart') cartReads.push(request.method());
    });
    await gotoHydrated(page, '/checkout');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(cartReads).toEqual([]);
    // Nor is a session id made only to read an empty cart.
    expect(await page.evaluate(() => window.localStorage.getItem('sessionId'))).toBeNull();
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('the checkout does not move the footer when the empty cart replaces the skeleton', async ({ page }) => {
      // The flag without a stored cart (its id cleared): the server renders the skeleton, the browser the empty cart.
      await page.context().addCookies([{ name: 'cart_session', value: '1', url: test.info().project.use.baseURL! }]);
      await page.addInitScript(() => {
        // Each shift with the elements that moved, so a failure says what moved.
        const shifts: string[] = [];
        (window as typeof window & { layoutShifts?: string[] }).layoutShifts = shifts;
        type Shift = PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
        const describe = (node?: Node) =>
          node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : String(node?.nodeName);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[])
            shifts.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => `${describe(source.node)} ${rect(source.previousRect)} to ${rect(source.currentRect)}`).join(', ')}`,
            );
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await gotoHydrated(page, '/checkout');
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      // Two frames after the notice, so a shift it caused has been reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await page.evaluate(() => (window as typeof window & { layoutShifts?: string[] }).layoutShifts);
      expect(shifts).toEqual([]);
    });
  });
});
