import { type Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './support';

/** What GET /api/products answers (the fields these tests read). */
interface ApiProduct {
  id: number;
  name: string;
  price: number;
  inStock: boolean;
  stockQuantity: number;
  group: string;
}

/**
 * Every test fails on a console error or an uncaught exception, except the failed requests a test
 * expects (`allowFailedRequest(path, status)`): Chromium logs each non-OK response as an error.
 */

async function apiProducts(page: Page): Promise<ApiProduct[]> {
  const response = await page.request.get('/api/products');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiProduct[];
}

const purchasable = (product: ApiProduct) => product.inStock && product.stockQuantity > 0;

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

test.describe('wholesale catalogue', () => {
  test('filters and sorts, keeps the choice in the URL across a reload, in-stock pins first', async ({ page }) => {
    const products = await apiProducts(page);
    const masters = products.filter((product) => product.group === 'masters');
    expect(masters.length).toBeGreaterThan(1);

    await gotoHydrated(page, '/wholesale');
    await expect(page.getByRole('heading', { level: 1, name: 'Wholesale Golf Pins' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByText(`Showing ${products.length} of ${products.length} pins`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(products.length);

    // Default order: in stock by name, then out of stock by name.
    const byName = (a: ApiProduct, b: ApiProduct) => a.name.localeCompare(b.name, 'en', { numeric: true });
    const expected = [
      ...products.filter(purchasable).sort(byName),
      ...products.filter((p) => !purchasable(p)).sort(byName),
    ];
    expect(await cardNames(page)).toEqual(expected.map((product) => product.name));

    await page.getByLabel('Category').selectOption('masters');
    await expect(page).toHaveURL(/[?&]category=masters(&|$)/);
    await expect(page.getByText(`Showing ${masters.length} of ${products.length} pins`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(masters.length);

    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/[?&]sort=price-desc(&|$)/);
    const mastersByPrice = [
      ...masters.filter(purchasable).sort((a, b) => b.price - a.price || byName(a, b)),
      ...masters.filter((p) => !purchasable(p)).sort((a, b) => b.price - a.price || byName(a, b)),
    ].map((product) => product.name);
    await expect.poll(() => cardNames(page)).toEqual(mastersByPrice);

    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('masters');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    await expect(page.getByText(`Showing ${masters.length} of ${products.length} pins`)).toBeVisible();
    expect(await cardNames(page)).toEqual(mastersByPrice);

    // Low to high over the whole catalogue: every out-of-stock pin still comes after every in-stock one.
    await gotoHydrated(page, '/wholesale?sort=price-asc');
    const soldOut = await Promise.all(
      (await page.getByRole('article').all()).map(
        async (article) => (await article.getByText('Out of Stock').count()) > 0,
      ),
    );
    const firstSoldOut = soldOut.indexOf(true);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(soldOut.slice(firstSoldOut).every(Boolean)).toBe(true);
  });

  test('cards show price, stock and the tier total, no made-up rating; a link opens the product', async ({ page }) => {
    await gotoHydrated(page, '/wholesale');
    const lighthouse = card(page, 'Harbour Town Lighthouse Pin');
    await expect(lighthouse.getByText(/\breviews?\b|\brated\b/i)).toHaveCount(0);
    await expect(lighthouse.getByText('$11.99')).toBeVisible();
    const image = lighthouse.getByRole('img', { name: 'Harbour Town Lighthouse Pin' });
    await expect(image).toHaveAttribute('srcset', /\/img\/640\/images\/products\/harbour-town-lighthouse\.svg 640w/);
    await expect(image).toHaveAttribute('width', '640');

    await lighthouse.getByRole('spinbutton', { name: 'Quantity of Harbour Town Lighthouse Pin' }).fill('10');
    await expect(lighthouse.getByText('Total: $107.90 · You save $12.00 (10% off)')).toBeVisible();

    await expect(card(page, 'TGL Atlanta Drive Pin').getByText('4 left')).toBeVisible();
    const free = card(page, 'American Flag Golf Pin');
    await expect(free.getByText('FREE', { exact: true })).toBeVisible();
    await expect(free.getByText('Limited Time')).toBeVisible();
    // The promo pins play a video instead of a picture.
    await expect(card(page, 'Scottie Scheffler Mugshot Pin').locator('video')).toHaveAttribute('poster', /\/img\//);

    await lighthouse.getByRole('link', { name: 'Harbour Town Lighthouse Pin' }).click();
    await expect(page).toHaveURL(/\/product\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour Town Lighthouse Pin' })).toBeVisible();
    // No published review of this pin: the page shows no rating or review count.
    await expect(page.getByRole('main').getByText(/\breviews?\b|\brated\b/i)).toHaveCount(0);
  });

  test('Add to Cart fits its card at every grid width, with the cart icon where there is room', async ({ page }) => {
    // One, two, three and four columns (sm, lg, xl) and a wide screen with the grid at its widest.
    for (const [width, icon] of [
      [390, true],
      [640, true],
      [1024, true],
      [1280, false],
      [1600, false],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/wholesale');
      const button = card(page, 'Harbour Town Lighthouse Pin').getByRole('button', { name: 'Add to Cart' });
      await expect(button.locator('svg'), `${width}px`).toBeVisible({ visible: icon });
      const fits = await button.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, `${width}px: the label overflows its button`).toBe(true);
    }
  });

  test('shows 8 skeleton cards while the pins load after a client-side navigation', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products', async (route) => {
      await held;
      await route.continue();
    });

    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wholesale' }).click();
    const loading = page.getByRole('status', { name: 'Loading pins' });
    await expect(loading).toBeVisible();
    await expect(loading.getByTestId('product-card-skeleton')).toHaveCount(8);

    release();
    await expect(loading).toBeHidden();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ pins$/)).toBeVisible();
  });

  test('a failed load after a client-side navigation offers Try again, which loads the pins', async ({
    page,
    allowFailedRequest,
  }) => {
    allowFailedRequest('/api/products', 503);
    let fail = true;
    await page.route('**/api/products', async (route) => {
      if (fail) await route.fulfill({ status: 503, body: 'Service Unavailable' });
      else await route.continue();
    });

    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wholesale' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to fetch products');

    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ pins$/)).toBeVisible();
  });

  test('the pins the first page showed come back at once on a later client-side visit, without a request', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/products') requests.push(request.url());
    });
    await gotoHydrated(page, '/wholesale');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await nav.getByRole('link', { name: 'Wholesale' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('an out-of-stock pin shows the badge and cannot be added', async ({ page }) => {
    const soldOut = (await apiProducts(page)).find((product) => !purchasable(product));
    expect(soldOut).toBeDefined();

    await gotoHydrated(page, '/wholesale');
    const soldOutCard = card(page, soldOut!.name);
    await expect(soldOutCard.getByText('Out of Stock')).toBeVisible();
    await expect(soldOutCard.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expect(soldOutCard.getByRole('spinbutton')).toHaveCount(0);

    await gotoHydrated(page, `/product/${soldOut!.id}`);
    await expect(page.getByText('Out of Stock').first()).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });
});

test.describe('product page', () => {
  test('adds 25 with the quick pick: success toast and the header badge goes up', async ({ page }) => {
    await gotoHydrated(page, '/product/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour Town Lighthouse Pin' })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.getByText('SKU GP-1')).toBeVisible();
    const table = page.getByRole('table', { name: /Wholesale pricing/ });
    await expect(table.getByRole('row', { name: /1-9 pins \$11\.99/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /10-24 pins \$10\.79 10% off/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /25\+ pins \$9\.59 20% off/ })).toBeVisible();

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');

    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await page.getByRole('button', { name: '25 pins' }).click();
    await expect(page.getByRole('button', { name: '25 pins' })).toHaveAttribute('aria-pressed', 'true');
    await expect(quantity).toHaveValue('25');
    await expect(page.getByText('Total: $239.75 · You save $60.00 (20% off)')).toBeVisible();
    await expect(table.getByRole('row', { name: /25\+ pins/ })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page)).toContainText('Added to Cart');
    await expect(toast(page)).toContainText('25 item(s) added to your cart!');
    await expect(page.getByTestId('cart-count')).toHaveText('25');
  });

  test('the browser gets the pin drawing as AVIF and shows it', async ({ page }) => {
    const headers = new Map<string, Record<string, string>>();
    page.on('response', (response) => headers.set(response.url(), response.headers()));
    await gotoHydrated(page, '/product/1');
    const picture = page.getByRole('img', { name: 'Harbour Town Lighthouse Pin', exact: true }).first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const shown = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(shown).pathname).toMatch(/^\/img\/\d+\/images\/products\/harbour-town-lighthouse\.svg$/);
    expect(headers.get(shown)?.['content-type']).toBe('image/avif');
    expect(headers.get(shown)?.vary).toBe('Accept');
  });

  test('the free pin stops at 4 and the server refuses a fifth', async ({ page, allowFailedRequest }) => {
    allowFailedRequest('/api/cart', 409);
    await gotoHydrated(page, '/product/21');
    await expect(page.getByText('FREE', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Limited Time')).toBeVisible();

    const increase = page.getByRole('button', { name: 'Increase quantity' });
    for (const expected of ['2', '3', '4']) {
      await increase.click();
      await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(expected);
    }
    await expect(increase).toBeDisabled();
    for (const pick of ['10 pins', '25 pins', '50 pins']) {
      await expect(page.getByRole('button', { name: pick })).toBeDisabled();
    }
    // Typing more than the limit settles on the limit.
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('9');
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('4');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page)).toContainText('4 item(s) added to your cart!');
    await expect(page.getByTestId('cart-count')).toHaveText('4');

    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page)).toContainText('Cannot Add to Cart');
    await expect(toast(page)).toContainText(/Limit of 4 per customer/);
    await expect(page.getByTestId('cart-count')).toHaveText('4');
  });

  test('the server HTML carries the title, social tags, canonical URL and JSON-LD', async ({ request }) => {
    const product = (await (await request.get('/api/products/1')).json()) as ApiProduct;
    const response = await request.get('/product/1');
    expect(response.status()).toBe(200);
    const html = await response.text();

    const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
    expect(attribute(/<title>([^<]*)<\/title>/)).toContain(product.name.replace(/ Pin$/, ''));
    expect(attribute(/<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
    expect(attribute(/<meta property="og:title" content="([^"]+)"/)).toContain('Harbour Town Lighthouse');
    expect(attribute(/<meta property="og:type" content="([^"]+)"/)).toBe('product');
    expect(attribute(/<meta property="og:image" content="([^"]+)"/)).toMatch(/^https?:\/\/[^/]+\/img\/1200\//);
    expect(attribute(/<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
    expect(attribute(/<link rel="canonical" href="([^"]+)"/)).toMatch(/^https?:\/\/[^/]+\/product\/1$/);

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    // The product, then its breadcrumbs (tests/e2e/structured-data.spec.ts checks both with the testing tool).
    expect(scripts).toHaveLength(2);
    const jsonLd = JSON.parse(scripts[0]![1]!);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: 'GP-1',
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(jsonLd.image).toMatch(/^https?:\/\//);
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    expect(jsonLd).not.toHaveProperty('review');
  });

  for (const id of ['99999', 'abc']) {
    test(`/product/${id} answers 404 with "Product Not Found"`, async ({ page, request, allowFailedRequest }) => {
      const response = await request.get(`/product/${id}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Product Not Found');

      allowFailedRequest(`/product/${id}`, 404);
      await gotoHydrated(page, `/product/${id}`);
      await expect(page).toHaveTitle('Product Not Found');
      await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
      await page.getByRole('link', { name: 'Browse All Products' }).click();
      await expect(page).toHaveURL(/\/wholesale$/);
    });
  }
});

test('/products redirects to /wholesale for good', async ({ page, request }) => {
  const response = await request.get('/products', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toMatch(/\/wholesale$/);

  await page.goto('/products');
  await expect(page).toHaveURL(/\/wholesale$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale Golf Pins' })).toBeVisible();
});
