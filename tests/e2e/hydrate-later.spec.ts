/**
 * Parts of a page hydrated after the rest (app/lib/hydrate-later.tsx, Total Blocking Time, decision 022): the server
 * writes them in place like the rest of the page, the browser hydrates them in a later, sliced render, and a visitor
 * who uses one before that loses nothing.
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

/** The page's own view of this test's state: whether React has hydrated an element, and what was so at first. */
interface Probe {
  /** React keeps its fiber on a DOM node once it has hydrated it. */
  hydrated(element: Element | null): boolean;
  atPageHydrated?: { header: boolean; cards: number; cardsHydrated: number };
}

test.describe('parts hydrated later', () => {
  for (const path of ['/', '/wholesale', '/blog']) {
    test(`${path}: the server writes them in place, not in hidden parts a script shows later`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      // A complete Suspense boundary written in place is wrapped in <!--$--> ... <!--/$-->.
      expect(html).toContain('<!--$-->');
      // React's outlined boundaries: a hidden <div id="S:n"> and the $RC script that moves it into place.
      expect(html).not.toMatch(/<div hidden id="S:/);
      expect(html).not.toContain('$RC(');
    });
  }

  test('/wholesale: the page hydrates first, the cards after it', async ({ page }) => {
    // Noted when root.tsx marks the page hydrated (its first effect, at the end of the page's own hydration).
    await page.addInitScript(() => {
      const probe: Probe = {
        hydrated: (element) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      };
      (window as unknown as { probe: Probe }).probe = probe;
      new MutationObserver((_records, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        observer.disconnect();
        const cards = [...document.querySelectorAll('main article')];
        probe.atPageHydrated = {
          header: probe.hydrated(document.querySelector('header button')),
          cards: cards.length,
          cardsHydrated: cards.filter((card) => probe.hydrated(card.querySelector('a'))).length,
        };
        // The document, not its <html>: this runs before the parser has made that element.
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await gotoHydrated(page, '/wholesale');
    const atPageHydrated = await page.evaluate(() => (window as unknown as { probe: Probe }).probe.atPageHydrated);
    expect(atPageHydrated).toMatchObject({ header: true, cardsHydrated: 0 });
    expect(atPageHydrated!.cards).toBeGreaterThan(4);
    // Then every card, with nothing to wait for but the browser's idle time.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { probe } = window as unknown as { probe: Probe };
          return probe.hydrated(document.querySelector('main article:last-of-type a'));
        }),
      )
      .toBe(true);
  });

  test('/wholesale: a card used before it is hydrated adds to the cart at the first click', async ({ page }) => {
    // A slow phone: the cards' hydration takes long enough for the visitor to get there first.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/wholesale');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const addButton = page.getByRole('button', { name: 'Add to Cart' });
    const last = page.getByRole('article').filter({ has: addButton }).last();
    const increase = last.getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await increase.click();
    await expect(last.getByRole('spinbutton')).toHaveValue('3');
    await last.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('region', { name: /notifications/i }).getByRole('listitem')).toContainText(
      '3 item(s) added to your cart!',
    );
    await expect(page.getByTestId('cart-count')).toHaveText('3');
  });

  test('the footer hydrates after the page and its links work at once', async ({ page }) => {
    await gotoHydrated(page, '/wholesale');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
