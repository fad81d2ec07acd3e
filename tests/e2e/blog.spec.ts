import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, watchConsole } from './support';

const PONTE_VEDRA = 'ponte-vedra-original-island-green-timeless-test';

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

/** The number in "1,284 views" on a post page. */
async function shownViews(page: Page): Promise<number> {
  const text = await page
    .getByText(/^[\d,]+ views?$/)
    .first()
    .innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('blog list', () => {
  test('lists the published posts and filters by category, kept in the URL', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/blog');
    await expect(page).toHaveTitle('Golf Insights & Tips | Pinshop Golf Pins Blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golf Insights & Tips');
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByText("Collecting Tournament Pins: A Beginner's Guide")).toHaveCount(0);

    const first = cards(page).first();
    await expect(first.getByRole('heading')).toHaveText('Our 2025 Pin Collection Is Here');
    await expect(first.getByText('News', { exact: true })).toBeVisible();
    await expect(first.getByText(/^[\d,]+ views$/)).toBeVisible();
    await expect(first.getByText('June 2, 2025')).toBeVisible();
    await expect(first.getByText(/Twenty-plus new ready-to-ship designs/)).toBeVisible();

    const filters = page.getByRole('navigation', { name: 'Blog categories' });
    for (const name of ['All', 'Tips', 'Equipment', 'Courses', 'Tournaments', 'News']) {
      await expect(filters.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await filters.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/blog\?category=courses$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).getByRole('heading')).toHaveText([
      'Harbour Town: Why the Lighthouse Hole Still Matters',
      "Ponte Vedra's Original Island Green: A Timeless Test",
    ]);
    await expect(filters.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(cards(page)).toHaveCount(2);
    await filters.getByRole('link', { name: 'Tips' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText('Five Putting Drills That Fix Your Speed Control');
    await filters.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(6);

    await expect(page.getByRole('heading', { name: 'Stay Updated with Golf Tips' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the "Stay Updated" button opens the newsletter popup on the blog', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await page.getByRole('link', { name: 'Subscribe and Get 15% Off' }).click();
    await expect(page.getByRole('dialog', { name: 'Get 15% Off Your First Order!' })).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('blog post', () => {
  test('opens from its card with category, views, tags and the two ways on', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/blog');
    await page.getByRole('link', { name: 'Read more: Five Putting Drills That Fix Your Speed Control' }).click();
    await expect(page).toHaveURL(/\/blog\/five-putting-drills-speed-control$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Putting Drills That Fix Your Speed Control');
    await expect(page).toHaveTitle('Five Putting Drills for Better Speed Control | Pinshop');

    const article = page.getByRole('article').first();
    await expect(article.getByText('Tips', { exact: true })).toBeVisible();
    await expect(article.getByText('February 3, 2025')).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: 'The drills' })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Tags' }).locator('+ ul').getByRole('listitem')).toHaveText([
      '#putting',
      '#practice',
      '#short game',
    ]);
    await expect(article.getByRole('link', { name: 'Shop Golf Pins' })).toHaveAttribute('href', '/products');
    await article.getByRole('link', { name: 'More Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(problems).toEqual([]);
  });

  test('counts one view per browser session', async ({ browser }) => {
    const url = '/blog/harbour-town-lighthouse-hole';
    const first = await browser.newContext();
    const page = await first.newPage();
    await gotoHydrated(page, url);
    const seen = await shownViews(page);
    await page.reload();
    await expect(page.getByText(`${seen.toLocaleString('en-US')} views`).first()).toBeVisible();
    // A client-side visit in the same session does not count either.
    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await page.getByRole('link', { name: /^Read more: Harbour Town/ }).click();
    await expect(page.getByText(`${seen.toLocaleString('en-US')} views`).first()).toBeVisible();
    await first.close();

    const second = await browser.newContext();
    const other = await second.newPage();
    await gotoHydrated(other, url);
    expect(await shownViews(other)).toBe(seen + 1);
    await second.close();
  });

  test('Share copies the link when the device cannot share, and uses the share sheet when it can', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await gotoHydrated(page, '/blog/run-a-charity-golf-tournament');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page)).toContainText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/blog/run-a-charity-golf-tournament`,
    );

    const sharing = await page.context().newPage();
    await sharing.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await gotoHydrated(sharing, '/blog/run-a-charity-golf-tournament');
    await sharing.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => sharing.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({
        title: 'How to Run a Charity Golf Tournament Players Remember',
        text: 'Good golf days are planned backwards from the moment players drive home. A checklist for organisers, from format to the gift bag.',
        url: `${baseURL}/blog/run-a-charity-golf-tournament`,
      });
  });

  test('the Ponte Vedra post shows its fixed article and two pictures', async ({ page }) => {
    await gotoHydrated(page, `/blog/${PONTE_VEDRA}`);
    const article = page.getByRole('article').first();
    await expect(article.getByText(/Every spring, television cameras crowd around the 17th/)).toBeVisible();
    await expect(article.getByText(/Ask a golfer to name an island green/)).toHaveCount(0);
    await expect(article.getByRole('figure')).toHaveCount(2);
    await expect(article.getByRole('img', { name: /Yardage-book plan of the island green/ })).toBeVisible();
    await expect(article.getByRole('img', { name: /PGA Tour Island Green pin/ })).toBeVisible();
  });

  test('the server HTML carries the Open Graph article tags and JSON-LD BlogPosting', async ({ request, baseURL }) => {
    const response = await request.get('/blog/harbour-town-lighthouse-hole');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const url = `${baseURL}/blog/harbour-town-lighthouse-hole`;
    expect(html).toContain('<title>Harbour Town and the Lighthouse Hole | Pinshop Golf Insights</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="og:title" content="Harbour Town: Why the Lighthouse Hole Still Matters"/>');
    expect(html).toContain(
      `<meta property="og:image" content="${baseURL}/img/1200/images/blog/harbour-town-lighthouse-hole.svg"/>`,
    );
    expect(html).toContain('<meta property="article:published_time" content="2025-05-06T15:30:00.000Z"/>');
    expect(html).toContain('<meta property="article:section" content="Courses"/>');
    expect(html).toContain('<meta property="article:tag" content="hilton head"/>');
    expect(html).toMatch(/<meta name="description" content="Why the 18th at Harbour Town/);

    const ldJson = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(ldJson).toBeDefined();
    const data = JSON.parse(ldJson!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Harbour Town: Why the Lighthouse Hole Still Matters',
      datePublished: '2025-05-06T15:30:00.000Z',
      mainEntityOfPage: { '@id': url },
      articleSection: 'Courses',
    });
    // The article body is in the first HTML too.
    expect(html).toContain('<h2>A hole shaped by the water</h2>');
  });

  test('an unknown or unpublished post is "Blog Post Not Found" with HTTP 404', async ({ page, request }) => {
    for (const slug of ['no-such-post', 'collecting-tournament-pins-guide']) {
      const response = await request.get(`/blog/${slug}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Blog Post Not Found');
    }
    await gotoHydrated(page, '/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(6);
  });
});

test.describe('sitemap and robots', () => {
  test('are served as files by the shop', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/application\/xml/);
    const xml = await sitemap.text();
    for (const path of ['/', '/wholesale', '/blog', `/blog/${PONTE_VEDRA}`, '/product/21']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /admin\nDisallow: /checkout\nDisallow: /api');
  });
});
