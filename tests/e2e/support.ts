import { test as base, expect, type Page, type Request } from '@playwright/test';

/** Opens a page and waits until React has hydrated it (root.tsx marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  const discovery = pageDiscovery(page);
  // Not while the page being left is still fetching its links' routes (a client-side navigation, a section change
  // or Back before this goto): leaving then logs "Failed to fetch manifest patches" (intermittent in CI).
  if (page.url() !== 'about:blank') await discovery.settled();
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // The next step may leave the page: not while React Router is still fetching its links' routes either.
  await discovery.settled();
}

/**
 * Holds the scripts matching `chunk` until `release()`, for tests of a part whose code loads after the page (decision
 * 021) and what a visitor does before it comes; `requested` settles once the page has asked for one.
 */
export async function holdScript(
  page: Page,
  chunk: RegExp,
): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(chunk, async (route) => {
    asked();
    await gate;
    await route.continue();
  });
  return { requested, release };
}

/** gotoHydrated without its wait for the page's pending scripts: a held one (holdScript) is among them. */
export async function gotoHydratedHolding(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

const discoveryOfPage = new WeakMap<Page, { settled(): Promise<void> }>();

/** watchRouteDiscovery for the whole life of a page, started once (gotoHydrated's own). */
function pageDiscovery(page: Page): { settled(): Promise<void> } {
  let discovery = discoveryOfPage.get(page);
  if (!discovery) {
    discovery = watchRouteDiscovery(page, { keepWatching: true });
    discoveryOfPage.set(page, discovery);
  }
  return discovery;
}

/**
 * React Router fetches the routes of the links a page shows (`/__manifest`, 100 ms after the page changes) and then
 * their modules (`/assets/...`); leaving the page while one is out logs "Failed to fetch manifest patches". Start
 * watching before the page loads; `settled()` waits until what it started is done (then stops watching, unless
 * `keepWatching`: gotoHydrated keeps one watch per page).
 */
export function watchRouteDiscovery(
  page: Page,
  { keepWatching = false }: { keepWatching?: boolean } = {},
): { settled(): Promise<void> } {
  const pending = new Set<Request>();
  const isDiscovery = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname === '/__manifest' || pathname.startsWith('/assets/');
  };
  const started = (request: Request) => {
    if (isDiscovery(request)) pending.add(request);
  };
  const done = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      // Past React Router's 100 ms debounce, so a request it is about to send has started.
      await page.waitForTimeout(150);
      await expect.poll(() => pending.size).toBe(0);
      if (keepWatching) return;
      page.off('request', started);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    },
  };
}

/** Console errors and uncaught exceptions, minus the expected 401 of the signed-out user check. */
/**
 * What Chromium logs when the test tools reach into a sandboxed frame (Playwright sets up its own script world in
 * every frame as it appears): the admin's e-mail previews are iframes with sandbox="" holding no script, so in normal
 * use nothing is logged. Seen once in CI when the mailbox opened a message.
 */
const SANDBOXED_FRAME_PROBE = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/**
 * React Router asks for the routes of the links a page shows (`/__manifest`). When the page is left while one is out,
 * the browser cancels it and the page being left logs "Failed to fetch manifest patches TypeError: Failed to fetch"
 * as it goes: nobody sees it, and nothing is lost. The waits above avoid most of it, but a slow machine can start the
 * request after they have looked; so that text is not a problem while the page is being left (a new document was
 * asked for in the last 10 s). A manifest the server refuses logs its status instead, and still fails the test.
 */
const CANCELLED_DISCOVERY = /^Failed to fetch manifest patches TypeError: Failed to fetch\b/;
const leftAt = new WeakMap<Page, number>();

function watchLeaving(page: Page): void {
  if (leftAt.has(page)) return;
  leftAt.set(page, Number.NEGATIVE_INFINITY);
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leftAt.set(page, Date.now());
  });
}

function isCancelledDiscovery(page: Page, text: string): boolean {
  return CANCELLED_DISCOVERY.test(text) && Date.now() - (leftAt.get(page) ?? Number.NEGATIVE_INFINITY) < 10_000;
}

export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  watchLeaving(page);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/status of 401/.test(text) || SANDBOXED_FRAME_PROBE.test(text) || isCancelledDiscovery(page, text)) return;
    problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

type AllowFailedRequest = (path: string | RegExp, status: number) => void;

/** The running test's allow list per page, for helpers that get only the page (admin-session.ts). */
const allowances = new WeakMap<Page, AllowFailedRequest>();

/** `allowFailedRequest` for a helper that has the page but not the fixture; nothing outside our `test`. */
export function allowFailedRequestOn(page: Page, path: string | RegExp, status: number): void {
  allowances.get(page)?.(path, status);
}

/**
 * The browser tests' `test`: every test fails on a console error or an uncaught exception (a CSP refusal
 * included), except the failed requests it expects with `allowFailedRequest(path, status)` (Chromium logs each
 * non-OK response as an error). A path also covers its React Router data request (`{path}.data`). A signed-out
 * page never asks GET /api/auth/user (the server said who is signed in), so its 401 is an error too.
 */
export const test = base.extend<{ allowFailedRequest: AllowFailedRequest }>({
  allowFailedRequest: [
    async ({ page }, use) => {
      const allowed: { path: string | RegExp; status: number }[] = [];
      const errors: string[] = [];
      watchLeaving(page);
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (SANDBOXED_FRAME_PROBE.test(text) || isCancelledDiscovery(page, text)) return;
        const status = /status of (\d{3})/.exec(text)?.[1];
        const url = message.location().url;
        const path = url ? new URL(url).pathname : '';
        const matches = (a: { path: string | RegExp }) =>
          typeof a.path === 'string' ? a.path === path || `${a.path}.data` === path : a.path.test(path);
        if (status && allowed.some((a) => matches(a) && a.status === Number(status))) return;
        errors.push(`${text} (${url})`);
      });
      const allow: AllowFailedRequest = (path, status) => allowed.push({ path, status });
      allowances.set(page, allow);
      await use(allow);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
