import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, gotoHydratedHolding, holdScript, watchConsole } from './support';

const SECTION_HEADINGS = [
  'Trusted by Clubs, Courses and Tournaments',
  'How It Works',
  'Why Choose Pinshop Golf Pins?',
  'Latest Articles',
  'Premade Pins, Ready to Ship',
  'Design Your Custom Golf Pins',
];

/** No testimonials until real customers give them (nothing shown to a customer is invented). */
const NOT_SHOWN = ['What Our Customers Say'];

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

/** Toasts by their markup: while a modal dialog is open, Radix hides the rest of the page from the a11y tree. */
function toastBehindDialog(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications"] li');
}

/** How many logo cards sit entirely inside the carousel's visible window. */
async function logosInView(page: Page): Promise<number> {
  const carousel = page.getByRole('region', { name: 'Customer logos' });
  return carousel.evaluate((region) => {
    const viewport = region.firstElementChild!.getBoundingClientRect();
    const slides = [...region.querySelectorAll('[aria-roledescription="slide"]')];
    return slides.filter((slide) => {
      const card = slide.firstElementChild!.getBoundingClientRect();
      return card.left >= viewport.left - 1 && card.right <= viewport.right + 1;
    }).length;
  });
}

function dots(page: Page) {
  return page.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
}

test.describe('home page', () => {
  test('the server HTML carries the title, description, preloaded hero and the latest articles', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Custom Soft Enamel Golf Pins | Pinshop Golf Pins</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*24 hours[^"]*"/);
    // The hero picture (the LCP element) is preloaded with a high priority.
    expect(html).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]*\/img\/960\/images\/home\/custom-pins\.svg 960w[^"]*"[^>]*fetchPriority="high"/,
    );
    expect(html).toContain('id="premade"');
    expect(html).toContain('id="custom"');
    // The three newest posts are rendered on the server.
    for (const slug of [
      '2025-pin-collection-launch',
      'harbour-town-lighthouse-hole',
      'run-a-charity-golf-tournament',
    ]) {
      expect(html).toContain(`href="/blog/${slug}"`);
    }
    expect(html).not.toContain('href="/blog/ponte-vedra-original-island-green-timeless-test"');
  });

  test('shows the sections in the spec’s order, the hero buttons and the footer', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/');
    await expect(page).toHaveTitle('Custom Soft Enamel Golf Pins | Pinshop Golf Pins');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Custom Golf Pins Made for Your Course, Club or Tournament',
    );
    await expect(main.getByRole('link', { name: /Get a Custom Quote/ })).toHaveAttribute('href', '/quote');
    await expect(main.getByRole('link', { name: /Shop Wholesale Pins/ })).toHaveAttribute('href', '/wholesale');
    for (const claim of [
      'Free mockup within 24 hours',
      'Produced and shipped in 2-3 weeks',
      'NET 30 wholesale terms',
      'For clubs, courses and pro shops',
    ]) {
      await expect(main.getByText(claim, { exact: true })).toBeVisible();
    }

    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((text) => SECTION_HEADINGS.includes(text))).toEqual(SECTION_HEADINGS);
    await expect(main.getByRole('heading', { name: 'Request Quote' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Review & Approve' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Production & Ship' })).toBeVisible();
    for (const heading of NOT_SHOWN) await expect(main.getByText(heading)).toHaveCount(0);
    for (const reason of ['Premium Quality', 'Expert Service', 'Fast Turnaround']) {
      await expect(main.getByRole('heading', { name: reason })).toBeVisible();
    }

    const articles = main.getByRole('region', { name: 'Latest Articles' });
    await expect(articles.getByRole('article')).toHaveCount(3);
    await expect(articles.getByRole('link', { name: 'Our 2025 Pin Collection Is Here' })).toHaveAttribute(
      'href',
      '/blog/2025-pin-collection-launch',
    );
    await expect(articles.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('#premade')).toBeAttached();
    await expect(page.locator('#custom').getByRole('heading', { name: 'Choose Quantity' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Get a Custom Quote' })).toHaveAttribute('href', '/quote');
    await expect(footer.getByRole('link', { name: 'Wholesale Catalogue' })).toHaveAttribute('href', '/wholesale');
    await expect(footer.getByRole('link', { name: 'sales@pinshop.example' })).toBeVisible();
    await expect(footer.getByText('Newport Beach, CA')).toBeVisible();
    // The two profiles configured for the browser tests (playwright.config.ts).
    await expect(footer.getByRole('navigation', { name: 'Social media' }).getByRole('link')).toHaveCount(2);
    expect(problems).toEqual([]);
  });

  test('the latest-articles strip hides while loading and when GET /api/blog?limit=3 fails', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/blog');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/api/blog?limit=3', async (route) => {
      calls += 1;
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect.poll(() => calls).toBe(1);
    // Loading: no strip.
    await expect(page.getByRole('heading', { name: 'Latest Articles' })).toHaveCount(0);
    const failed = page.waitForResponse((response) => response.url().endsWith('/api/blog?limit=3'));
    release();
    await failed;
    // Failed: still no strip, and the rest of the page is there.
    await expect(page.getByRole('heading', { name: 'Latest Articles' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Premade Pins, Ready to Ship' })).toBeVisible();
    expect(problems.filter((text) => !/status of 500/.test(text))).toEqual([]);
  });

  test('a later visit reads the strip from GET /api/blog?limit=3', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    const strip = page.waitForResponse((response) => response.url().endsWith('/api/blog?limit=3'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    expect((await strip).status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Latest Articles' }).getByRole('article')).toHaveCount(3);
  });
});

test.describe('customer logo carousel', () => {
  test('desktop: 3 logos per slide, 4 dots, auto-advance every 4 s, paused while hovered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('region', { name: 'Customer logos' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('group', { name: /of 10:/ })).toHaveCount(10);
    await expect(dots(page)).toHaveCount(4);
    await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true');
    expect(await logosInView(page)).toBe(3);

    await page.clock.runFor(4_000 + 1_500);
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
    expect(await logosInView(page)).toBe(3);

    // Hovered: it waits.
    await carousel.hover();
    await page.clock.runFor(9_000);
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(5, 5);

    // A dot jumps to its slide.
    await dots(page).nth(3).click();
    await page.clock.runFor(1_500);
    await expect(dots(page).nth(3)).toHaveAttribute('aria-current', 'true');

    // The pause button stops it for good.
    await page.getByRole('button', { name: 'Pause the logo carousel' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(9_000);
    await expect(dots(page).nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Play the logo carousel' })).toBeVisible();
  });

  test('375 px: one logo per slide and 10 dots', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('region', { name: 'Customer logos' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(dots(page)).toHaveCount(10);
    expect(await logosInView(page)).toBe(1);
    await dots(page).nth(4).click();
    await expect(dots(page).nth(4)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('img', { name: 'Eagle Crest Links' })).toBeInViewport();
    expect(await logosInView(page)).toBe(1);
    // Reduced motion: nothing moves by itself, so there is nothing to pause.
    await expect(page.getByRole('button', { name: /the logo carousel/ })).toHaveCount(0);
  });
});

test.describe('newsletter popup', () => {
  const TITLE = 'Get 15% Off Your First Order!';

  test('opens only from the footer, validates, subscribes and remembers it', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/');
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveCount(0);

    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter: 15% Off' });
    await link.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toHaveAccessibleDescription(/^Join the golfers who get new designs/);
    // Focus stays inside, Escape closes and gives focus back.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await link.click();
    const email = dialog.getByLabel('Email address');
    await email.fill('not-an-email');
    await dialog.getByRole('button', { name: 'Get My 15% Off' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('e2e-newsletter@example.com');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/newsletter-signup'));
    await dialog.getByRole('button', { name: 'Get My 15% Off' }).click();
    expect((await sent).postDataJSON()).toEqual({ email: 'e2e-newsletter@example.com', source: 'popup_15off' });
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText('Welcome to the club!');
    await expect(toast(page)).toContainText('15% off code');
    expect(await page.evaluate(() => localStorage.getItem('pinshop:newsletter-subscribed'))).not.toBeNull();

    await link.click();
    await expect(dialog).toHaveAccessibleDescription(/already on the list/);
    await expect(dialog.getByLabel('Email address')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a failure keeps the popup open with the spec’s toast', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.route('**/api/newsletter-signup', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter: 15% Off' }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByLabel('Email address').fill('e2e-failure@example.com');
    await dialog.getByRole('button', { name: 'Get My 15% Off' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Something went wrong. Please try again or contact us directly.',
    );
    await expect(toastBehindDialog(page)).toContainText('Something went wrong');
    await expect(toastBehindDialog(page)).toContainText('Please try again or contact us directly.');
    await expect(dialog).toBeVisible();
  });

  test('from a page without the popup, the footer link opens it on the home page', async ({ page }) => {
    await gotoHydrated(page, '/wholesale');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter: 15% Off' }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/\?newsletter=open$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('exit-intent popup', () => {
  const TITLE = 'Wait! Did you grab your free American Flag golf pin yet?';

  async function pointerLeaves(page: Page, clientY: number) {
    await page.evaluate((y) => {
      document.body.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: y, relatedTarget: null }),
      );
    }, clientY);
  }

  test('armed after 3 s, opens when the pointer leaves through the top, once per session', async ({ page }) => {
    const problems = watchConsole(page);
    await page.clock.install();
    await gotoHydrated(page, '/');
    // Stop the clock just after load (a little ahead, so it is never in the past by the time the call lands).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const dialog = page.getByRole('dialog', { name: TITLE });

    // Not armed yet.
    await pointerLeaves(page, -5);
    await expect(dialog).toHaveCount(0);

    await page.clock.fastForward(3_000);
    // Leaving through the bottom is no exit.
    await pointerLeaves(page, 700);
    await expect(dialog).toHaveCount(0);
    await pointerLeaves(page, -5);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'The American Flag golf pin' })).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/only pay shipping/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Same browser session: never again, not even after 60 s.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.clock.fastForward(3_000);
    await pointerLeaves(page, -5);
    await page.clock.fastForward(61_000);
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('opens by itself after 60 s; a claim shows "Free Pin Claimed!" and opens the free pin', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const dialog = page.getByRole('dialog', { name: TITLE });
    await page.clock.fastForward(59_000);
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(dialog).toBeVisible();
    await page.clock.resume();

    await dialog.getByLabel('Email address').fill('');
    await dialog.getByRole('button', { name: 'Claim My Free Pin' }).click();
    await expect(dialog.getByText('Please enter your email address')).toBeVisible();

    await dialog.getByLabel('Email address').fill('e2e-free-pin@example.com');
    await dialog.getByRole('button', { name: 'Claim My Free Pin' }).click();
    await expect(toast(page)).toContainText('Free Pin Claimed!');
    await expect(page).toHaveURL(/\/product\/21$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('American Flag Golf Pin');
  });

  test('its delays count from the page, not from when its code came (loaded after the page)', async ({ page }) => {
    const { requested, release } = await holdScript(page, /\/assets\/exit-intent-offer-[\w-]+\.js$/);
    await page.clock.install();
    await gotoHydratedHolding(page, '/');
    await requested;
    await page.clock.fastForward(61_000);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveCount(0);
    release();
    // The 60 s have passed since the page mounted the popup: the offer is made as soon as its code is in.
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(dialog).toBeVisible({ timeout: 500 });
    }).toPass();
  });

  test('a failed claim shows the spec’s error and keeps the visitor on the page', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.route('**/api/exit-intent-free-pin', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.clock.fastForward(61_000);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeVisible();
    await page.clock.resume();
    await dialog.getByLabel('Email address').fill('e2e-free-pin-fail@example.com');
    await dialog.getByRole('button', { name: 'Claim My Free Pin' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to process your request. Please try again.');
    await expect(toastBehindDialog(page)).toContainText('Error');
    await expect(toastBehindDialog(page)).toContainText('Failed to process your request. Please try again.');
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByRole('button', { name: 'No thanks' }).click();
    await expect(dialog).toBeHidden();
  });
});
