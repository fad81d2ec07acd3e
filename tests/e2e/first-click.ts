/**
 * The first click, made the moment a control shows (app/lib/early-input.ts): on a slow phone (4x CPU), the page is
 * opened and the control is clicked as soon as Playwright sees it, without waiting for hydration, many times over.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, watchRouteDiscovery } from './support';

/** How many times each control is tried: every try must count. */
export const TRIES = 20;

/** A slow phone's processor, as Lighthouse's mobile profile has it. */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Every try a first visit: the page's scripts fetched and compiled again, as the shopper's phone does.
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Whether the visitor's first click came before its part of the page was hydrated (the page, or a lazy island
  // still showing the server's HTML), noted before anything else sees the click.
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const seen = window as unknown as { firstClickHeld?: boolean };
        const inIsland = event.target instanceof Element && event.target.closest('[data-hold-input]') !== null;
        seen.firstClickHeld ??= document.documentElement.dataset.hydrated !== 'true' || inIsland;
      },
      true,
    );
  });
}

export interface FirstClickCase {
  url: string;
  /** The control, as the visitor finds it. */
  control(page: Page): Locator;
  /** What the visitor notices once the click has done its work. */
  effect(page: Page): Promise<void>;
  /** Undoes the effect before the next try (the cart emptied, the menu closed by leaving), if it must be. */
  reset?(page: Page): Promise<void>;
  /** Fills what the form needs before the click (typed into the server's HTML, as a quick visitor does: fill with
   * `force`, or the page hydrates while Playwright checks the field). */
  before?(page: Page): Promise<void>;
  /** Least time between two tries' clicks (a route's rate limit). */
  spacingMs?: number;
}

/**
 * Opens `url` and clicks the control the moment it shows, TRIES times, each followed by its effect. Answers how many
 * of the clicks came before their part of the page was hydrated (reported with the test: those are the ones held).
 */
export async function clickFirstEveryTime(page: Page, check: FirstClickCase): Promise<number> {
  const discovery = watchRouteDiscovery(page, { keepWatching: true });
  let held = 0;
  let lastClick = 0;
  for (let i = 0; i < TRIES; i += 1) {
    await page.goto(check.url, { waitUntil: 'commit' });
    await check.before?.(page);
    const wait = lastClick + (check.spacingMs ?? 0) - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    // At once: no wait for the control to be stable or enabled, which would let the page hydrate first.
    await check.control(page).click({ force: true });
    lastClick = Date.now();
    await test.step(`try ${i + 1}`, () => check.effect(page));
    if (await page.evaluate(() => (window as { firstClickHeld?: boolean }).firstClickHeld)) held += 1;
    // Leaving while React Router still fetches the links' routes logs an error: not a problem of this test. At 4x
    // CPU its fetch can start later than `settled` looks, so the network should also have gone quiet (/quote never
    // does within the test's time: at most 2 s).
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
    await discovery.settled();
    await discovery.settled();
    await check.reset?.(page);
  }
  test.info().annotations.push({ type: 'clicks before hydration', description: `${held}/${TRIES}` });
  return held;
}

/** This browser's cart emptied: a new cart session (its id lives in localStorage and a cookie). */
export async function emptyCart(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
}

/** The toast and the header's count after adding `quantity` pins to an empty cart. */
/**
 * Types into labelled fields of the server's HTML at once (`force`: no wait for the page to settle). A lazy island that
 * swaps its HTML while a field is being filled keeps the focus on the field focused before, where the rest of the text
 * then goes, as a person's typing would: such a field is filled again.
 */
export async function typeEarly(page: Page, fields: [label: string | RegExp, value: string][]): Promise<void> {
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value, { force: true });
  for (const [label, value] of fields) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.inputValue()) !== value) await field.fill(value);
  }
}

export async function addedToCart(page: Page, quantity: number): Promise<void> {
  await expect(page.getByRole('region', { name: /notifications/i }).getByRole('listitem')).toContainText(
    `${quantity} item(s) added to your cart!`,
  );
  await expect(page.getByTestId('cart-count')).toHaveText(String(quantity));
}
