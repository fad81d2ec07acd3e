import { adminRequestContext, openAdminBrowser, openAdminSection } from './admin-session';
import { expectAccessible } from './axe';
import { mailedLinks } from './mail';
import { paidCartOrder, PNG } from './paid-orders';
import { expect, gotoHydrated, test } from './support';

/**
 * A verified review from the buyer's door to the product page: the owner ships and delivers a catalogue order, the
 * review job e-mails the buyer once, the buyer follows the link and posts stars, words and a photo; nothing shows
 * until the owner publishes it in the admin's Reviews; then the product page shows 1 review and its stars in the
 * server's markup and in its JSON-LD.
 */

const MONARCH = { id: 2, quantity: 3 } as const;
const BUYER = { name: 'Robin Fairway', email: 'robin.review@example.com' };

test('a delivered order is reviewed with a photo, the owner publishes it, the product page shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const orderId = await paidCartOrder(page, BUYER, MONARCH);
  const api = await adminRequestContext(baseURL!);
  const shipped = await api.put(`/api/orders/${orderId}/tracking`, {
    data: { carrier: 'ups', trackingNumber: '1Z 999 AA1 01 2345 6784' },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  expect((await api.post(`/api/orders/${orderId}/delivered`)).ok()).toBe(true);

  // The job (REVIEW_CHECK_SECONDS=1 in the browser tests) asks once.
  const linkPath = `/review/regular/${orderId}`;
  await expect.poll(() => mailedLinks(BUYER.email, linkPath), { timeout: 30_000 }).toHaveLength(1);
  const [link] = await mailedLinks(BUYER.email, linkPath);

  await gotoHydrated(page, link!);
  await expect(page.getByRole('heading', { level: 1, name: 'How are your pins, Robin?' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Review of Monarch Beach Golf Links Pin' });
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review').fill('The teal and coral fills look great; our members love them.');
  await form.getByLabel('A photo of the pins (optional)').setInputFiles({
    name: 'pins.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you! Your review of Monarch Beach Golf Links Pin is in.');

  // Not on the page before the owner publishes it.
  const before = await page.request.get('/product/2');
  expect(await before.text()).not.toContain('Robin F.');

  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  try {
    await gotoHydrated(admin, '/admin');
    await openAdminSection(admin, 'Reviews');
    const card = admin.getByTestId('admin-review').filter({ hasText: 'our members love them' });
    await expect(card).toContainText('Robin F.');
    await expect(card.getByRole('img', { name: 'Sent by Robin F. with the review' })).toBeVisible();
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(card).toHaveCount(0);
    await expectAccessible(admin);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }

  const html = await (await page.request.get('/product/2')).text();
  expect(html).toContain('aria-label="4 out of 5 stars"');
  expect(html).toContain('(1 review)');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((ld) => ld['@type'] === 'Product');
  expect(jsonLd).toMatchObject({
    aggregateRating: { ratingValue: 4, reviewCount: 1 },
    review: [{ author: { name: 'Robin F.' }, reviewRating: { ratingValue: 4 } }],
  });

  await gotoHydrated(page, '/product/2');
  const reviews = page.getByRole('region', { name: 'Reviews from verified buyers' });
  await expect(reviews.getByTestId('review')).toHaveCount(1);
  await expect(reviews.getByRole('img', { name: "A buyer's photo of Monarch Beach Golf Links Pin" })).toBeVisible();
  await expect(page.getByTestId('rating')).toContainText(/4\.0\s*\(1 review\)/);
  await expectAccessible(page);

  // A browser that has not loaded /wholesale from the server yet goes there from another page: its cards show the
  // same stars (the client-side visit reads the ratings with the catalogue).
  await gotoHydrated(page, '/terms');
  await page.getByRole('banner').getByRole('link', { name: 'Wholesale', exact: true }).first().click();
  await expect(page).toHaveURL(/\/wholesale$/);
  const card = page.getByRole('article').filter({ hasText: 'Monarch Beach Golf Links Pin' });
  await expect(card.getByTestId('rating')).toContainText(/4\.0\s*\(1 review\)/);
});
