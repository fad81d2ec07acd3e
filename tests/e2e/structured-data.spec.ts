import type { APIRequestContext } from '@playwright/test';
import sdtt, { type SdttResult, type SdttTest } from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';
import { expect, test } from './support';

/**
 * The server-rendered HTML of the shop's main pages, as a crawler or a link preview first receives it, checked by
 * structured-data-testing-tool with its Google, Twitter and Facebook presets: any failed test fails, a
 * warning only when listed below with its reason, and each page must carry its schema.org types.
 */

/** Warnings we accept, by the tool's test, and why. */
const ALLOWED_WARNINGS: Record<string, string> = {
  '"twitter:site"': 'the shop has no X (Twitter) account to name',
  '"twitter:creator"': 'posts and pages are by the shop, which has no X (Twitter) account',
};

/** Our own checks on top of the presets, for the properties our pages promise (fresh objects: the tool mutates them). */
function extraTests(types: readonly string[]): SdttTest[] {
  const tests: Record<string, string[]> = {
    Organization: ['logo.url', 'contactPoint[0].email', 'address.addressLocality'],
    WebSite: ['name', 'url'],
    ItemList: ['itemListElement[0].url'],
    BreadcrumbList: ['itemListElement[0].item'],
    BlogPosting: ['publisher.logo.url', 'image'],
    Product: ['offers.price'],
  };
  return types.flatMap((type) =>
    (tests[type] ?? []).map((path): SdttTest => ({ test: `${type}[*].${path}`, type: 'jsonld' })),
  );
}

async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
  return response.text();
}

async function structuredDataOf(html: string, types: readonly string[]): Promise<SdttResult> {
  const options = { presets: [presets.Google, presets.Twitter, presets.Facebook], tests: extraTests(types) };
  try {
    return await sdtt.structuredDataTest(html, options);
  } catch (error) {
    // A failed test rejects with the full result; anything else (a tool error) stays an error.
    const failed = error as { type?: string; res?: SdttResult };
    if (failed.type === 'VALIDATION_FAILED' && failed.res) return failed.res;
    throw error;
  }
}

/** The raw text of each JSON-LD block (the tool logs and skips a block it cannot parse, so we parse them too). */
function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

/** The keys anywhere in a JSON value that rate or review (aggregateRating, review, reviewRating...). */
function ratingKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(ratingKeys);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(/rating|review/i.test(key) ? [key] : []),
    ...ratingKeys(inner),
  ]);
}

/**
 * The rating keys a page may carry: a product page with published reviews has aggregateRating and review from them
 * (its count as the reviews API answers); every other page, and a product without any, none.
 */
async function expectedRatingKeys(request: APIRequestContext, path: string): Promise<{ count: number }> {
  const product = /^\/product\/(\d+)$/.exec(path);
  if (!product) return { count: 0 };
  const res = await request.get(`/api/products/${product[1]}/reviews`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { summary: { count: number } }).summary;
}

function expectRatings(blocks: string[], path: string, count: number): void {
  const parsed = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
  if (count === 0) {
    expect(parsed.flatMap(ratingKeys), `${path}: no rating without published reviews`).toEqual([]);
    return;
  }
  const product = parsed.find((ld) => ld['@type'] === 'Product');
  expect(product, `${path}: rating from the published reviews`).toMatchObject({
    aggregateRating: { reviewCount: count },
  });
}

function describeTest(t: SdttTest): string {
  return `${t.test}: ${t.error?.message ?? t.description ?? ''}`;
}

/** Checks one page and answers what it found, for the pages that lead to others. */
async function checkPage(request: APIRequestContext, path: string, types: readonly string[]): Promise<SdttResult> {
  const html = await htmlOf(request, path);
  const result = await structuredDataOf(html, types);

  expect(result.failed.map(describeTest), `${path}: failed tests`).toEqual([]);
  const unexpected = result.warnings.filter((t) => !(t.test in ALLOWED_WARNINGS)).map(describeTest);
  expect(unexpected, `${path}: warnings not in ALLOWED_WARNINGS`).toEqual([]);
  for (const type of types) expect(result.schemas, `${path}: schema.org types`).toContain(type);

  const blocks = jsonLdBlocks(html);
  expect(blocks.length, `${path}: JSON-LD blocks`).toBeGreaterThanOrEqual(types.length);
  for (const block of blocks) {
    // Escaped by React Router's <Meta>: no `<` can end the script early, whatever a post or product says.
    expect(block, `${path}: JSON-LD escaped`).not.toContain('<');
    expect(() => JSON.parse(block) as unknown, `${path}: JSON-LD parses`).not.toThrow();
  }
  expectRatings(blocks, path, (await expectedRatingKeys(request, path)).count);

  // The card's image is absolute, described, and really served as an image.
  const { metatags } = result.structuredData;
  const image = metatags['og:image']?.[0];
  expect(image, `${path}: og:image`).toMatch(/^https?:\/\//);
  expect(metatags['twitter:image']?.[0], `${path}: twitter:image`).toBe(image);
  expect(metatags['og:image:alt']?.[0], `${path}: og:image:alt`).toBeTruthy();
  expect(metatags['twitter:card']?.[0], `${path}: twitter:card`).toBe('summary_large_image');
  await expectImage(request, image!);
  return result;
}

async function expectImage(request: APIRequestContext, url: string): Promise<void> {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(/^image\/(png|jpeg|webp)/);
}

/** The path of the first entry of a page's ItemList. */
function firstListedPath(result: SdttResult): string {
  const list = result.structuredData.jsonld.ItemList?.[0] as { itemListElement?: { url: string }[] } | undefined;
  const url = list?.itemListElement?.[0]?.url;
  expect(url, 'the first ItemList entry').toBeTruthy();
  return new URL(url!).pathname;
}

test.describe('structured data and social cards', () => {
  test('the home page names the shop (Organization with logo, contacts, location) and the site', async ({
    request,
  }) => {
    const result = await checkPage(request, '/', ['Organization', 'WebSite']);
    const organization = result.structuredData.jsonld.Organization?.[0] as { logo: { url: string } };
    await expectImage(request, organization.logo.url);
  });

  test('the wholesale catalogue lists its pins, and a pin page has its breadcrumbs', async ({ request }) => {
    const wholesale = await checkPage(request, '/wholesale', ['ItemList']);
    const productPath = firstListedPath(wholesale);
    expect(productPath).toMatch(/^\/product\/\d+$/);
    await checkPage(request, productPath, ['Product', 'BreadcrumbList']);
  });

  test('a pin has a rating and reviews in its JSON-LD only from its published reviews', async ({ request }) => {
    const list = jsonLdBlocks(await htmlOf(request, '/wholesale'))
      .map((block) => JSON.parse(block) as { '@type'?: string; itemListElement?: { url: string }[] })
      .find((ld) => ld['@type'] === 'ItemList');
    const paths = (list?.itemListElement ?? []).map((item) => new URL(item.url).pathname);
    expect(paths.length, 'pins listed').toBeGreaterThan(1);
    for (const path of paths) {
      const blocks = jsonLdBlocks(await htmlOf(request, path));
      expect(blocks.join(), `${path}: a Product`).toContain('"Product"');
      expectRatings(blocks, path, (await expectedRatingKeys(request, path)).count);
    }
  });

  test('the blog lists its posts, and a post is a BlogPosting with its publisher and breadcrumbs', async ({
    request,
  }) => {
    const blog = await checkPage(request, '/blog', ['ItemList']);
    const postPath = firstListedPath(blog);
    expect(postPath).toMatch(/^\/blog\/[\w-]+$/);
    const post = await checkPage(request, postPath, ['BlogPosting', 'BreadcrumbList']);
    const posting = post.structuredData.jsonld.BlogPosting?.[0] as { publisher: { logo: { url: string } } };
    await expectImage(request, posting.publisher.logo.url);
  });

  test('the other public pages carry the social card', async ({ request }) => {
    for (const path of [
      '/custom',
      '/quote',
      '/login',
      '/register',
      '/track-order',
      '/terms',
      '/privacy',
      '/shipping-returns',
    ]) {
      await checkPage(request, path, []);
    }
  });
});
