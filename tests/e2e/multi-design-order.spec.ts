import { randomBytes } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { orderNumber } from '../../core/order-numbers';
import { PROOF_MESSAGES } from '../../core/schemas/proofs';
import { artworkFixture, ARTWORK_FIXTURES, type ArtworkFixture } from '../helpers/artwork-fixtures';
import { expectAccessible } from './axe';
import { openAdminBrowser, useAdminSession } from './admin-session';
import { mailedLinks, newestLink } from './mail';
import { fillShipTo } from './ship-to';
import { expect, gotoHydrated, test } from './support';

/**
 * A tournament's sponsors order one design per hole in one run (decision 045): three designs of ball markers in the
 * designer, each with its own file, artwork check and mockup, the price of their total, the deposit paid at the
 * PayPal stand-in, and the order's page listing the three designs.
 */

const HOLES: Array<{ name: string; quantity: number; artwork: ArtworkFixture }> = [
  { name: 'Hole 1: Acme Bank', quantity: 100, artwork: 'palette' },
  { name: 'Hole 2: Birdie Brewing', quantity: 75, artwork: 'thinLines' },
  { name: 'Hole 3: Fairway Motors', quantity: 125, artwork: 'crest' },
];

/** Its own address each run: the balance link is looked for among this customer's e-mails. */
const CUSTOMER_EMAIL = `sponsors_${randomBytes(4).toString('hex')}@lakeside.example`;
const BALANCE_LINK = '/balance-payment/[\\w-]{43}';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next Step' });
const design = (page: Page, n: number) => page.getByRole('group', { name: `Design ${n}`, exact: true });

async function fileOf(page: Page, n: number, artwork: ArtworkFixture) {
  const { file, contentType } = ARTWORK_FIXTURES[artwork];
  await design(page, n)
    .getByLabel('Design file')
    .setInputFiles({ name: file, mimeType: contentType, buffer: artworkFixture(artwork) });
  await expect(design(page, n).getByText(file)).toBeVisible();
}

test('three designs of ball markers: each with its mockup and check, one deposit, three proofs to approve', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await gotoHydrated(page, '/custom');

  // Step 1: ball markers, the slider as with one design.
  await page.getByRole('radio', { name: /Ball markers/ }).check();
  await expect(page.getByRole('slider', { name: 'Number of ball markers' })).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Pin Specifications')).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Packaging & Delivery')).toBeVisible();
  await next(page).click();

  // Step 4: one design is the one file, as before; Add another design makes the list.
  await expect(stepHeading(page, 'Upload Design')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Design name/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add another design' }).click();
  await page.getByRole('button', { name: 'Add another design' }).click();
  await expect(page.getByRole('group', { name: /^Design \d+$/ })).toHaveCount(3);
  for (const [index, hole] of HOLES.entries()) {
    const group = design(page, index + 1);
    await group.getByLabel('Design name').fill(hole.name);
    await group.getByLabel('Quantity').fill(String(hole.quantity));
    await fileOf(page, index + 1, hole.artwork);
    // Each design's own pre-flight report.
    await expect(group.getByRole('region', { name: 'Artwork check' })).toBeVisible();
  }
  await expect(page.getByTestId('designs-summary')).toHaveText('3 designs, 300 ball markers');
  const estimate = page.getByRole('complementary', { name: 'Price estimate' });
  await expect(estimate).toContainText('3 designs, 300 ball markers');

  // A design under 25 says so and holds the step; the sum follows.
  const second = design(page, 2).getByLabel('Quantity');
  await second.fill('20');
  await second.blur();
  await expect(second).toHaveAccessibleDescription('Each design needs a quantity of at least 25');
  await expect(page.getByTestId('designs-summary')).toHaveText('3 designs, 245 ball markers');
  await second.fill('75');

  await page.getByLabel('Full Name').fill('Dana Ortiz');
  await page.getByLabel('Email Address').fill(CUSTOMER_EMAIL);
  await fillShipTo(page);
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  // Step 5: each design with its mockup and its artwork check; the total priced once.
  await expect(stepHeading(page, 'Review & Order')).toBeVisible();
  for (const [index, hole] of HOLES.entries()) {
    const panel = page.getByRole('region', { name: `Design ${index + 1}: ${hole.name}` });
    await expect(panel.getByRole('img', { name: /^Mockup of your ball marker/ })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await expect(panel.getByRole('region', { name: 'Artwork check' })).toBeVisible();
  }
  await expect(page.getByText('3 designs, 300 ball markers').first()).toBeVisible();
  await expectAccessible(page);

  const prepared = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/custom-orders/prepare');
  await page.getByRole('button', { name: 'Pay Deposit' }).click();
  const response = await prepared;
  expect(response.status()).toBe(200);
  const order = (await response.json()) as { quantity: number; designs: Array<{ name: string; quantity: number }> };
  expect(order.quantity).toBe(300);
  expect(order.designs.map(({ name, quantity }) => ({ name, quantity }))).toEqual(
    HOLES.map(({ name, quantity }) => ({ name, quantity })),
  );

  await page.waitForURL(/\/checkout\?orderData=/);
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);

  // The customer's order page: the three designs, each with its quantity.
  const designs = page.getByRole('heading', { name: 'Designs' }).locator('xpath=..').getByRole('listitem');
  await expect(designs).toHaveCount(3);
  for (const [index, hole] of HOLES.entries()) {
    await expect(designs.nth(index)).toContainText(hole.name);
    await expect(designs.nth(index)).toContainText(`${hole.quantity} ball markers`);
  }

  // The owner uploads a proof of each design; the customer approves them one by one from the order's proof page, and
  // the balance link goes out with the third approval only.
  const orderUrl = new URL(page.url());
  const id = Number(/\/orders\/(\d+)/.exec(orderUrl.pathname)![1]);
  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  const dialog = await openOrder(admin, CUSTOMER_EMAIL, id);
  for (const [index, hole] of HOLES.entries()) {
    const form = dialog.getByRole('form', {
      name: `Upload proof version 1 of ${hole.name} of order ${orderNumber('custom', id)}`,
    });
    await form.getByLabel('Proof file').setInputFiles({
      name: `proof-hole-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: artworkFixture('palette'),
    });
    await form.getByLabel('Note to the customer').fill(`Proof of ${hole.name}.`);
    await form.getByRole('button', { name: 'Upload Proof' }).click();
    await expect(form).toHaveCount(0);
  }
  expect(problems, 'admin console errors').toEqual([]);
  await close();

  await gotoHydrated(page, `/orders/${id}/proof?token=${orderUrl.searchParams.get('token')}`);
  for (const [index, hole] of HOLES.entries()) {
    const section = page.getByRole('region', { name: `Design ${index + 1}: ${hole.name}` });
    const approve = section.getByRole('form', { name: `Approve version 1 of ${hole.name}` });
    await approve.getByLabel(PROOF_MESSAGES.confirmLabel).check();
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(section.getByText('Approved on version 1')).toBeVisible();
    if (index < HOLES.length - 1) {
      expect(await mailedLinks(CUSTOMER_EMAIL, BALANCE_LINK), `after approving design ${index + 1}`).toEqual([]);
    }
  }
  const balanceLink = await newestLink(CUSTOMER_EMAIL, BALANCE_LINK);
  expect(await mailedLinks(CUSTOMER_EMAIL, BALANCE_LINK)).toEqual([balanceLink]);
});

/** The admin's view of the custom order, found by the customer's e-mail (the list may render again meanwhile). */
async function openOrder(admin: Page, email: string, orderId: number): Promise<Locator> {
  await gotoHydrated(admin, '/admin/orders');
  await admin.getByLabel('Search orders').fill(email);
  const number = orderNumber('custom', orderId);
  const card = admin.getByRole('article', { name: `Order ${number}`, exact: true }).filter({ hasText: 'Custom order' });
  const dialog = admin.getByRole('dialog', { name: new RegExp(`Custom order ${number}(?!\\d)`) });
  await expect(async () => {
    await card.getByRole('button', { name: `Order ${number}`, exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return dialog;
}

test('a quote of three designs: a missing file is named, each design’s mockup shows, the owner sees them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, '/quote');
  await page.getByLabel('Full Name').fill('Dana Ortiz');
  await page.getByLabel('Email Address').fill('dana.ortiz@lakeside.example');
  await page.getByLabel('Project Description').fill('One ball marker per sponsor hole for our charity classic.');
  await page.getByLabel('Product').selectOption('ball-marker');
  await page.getByRole('button', { name: 'Add another design' }).click();
  await page.getByRole('button', { name: 'Add another design' }).click();
  for (const [index, hole] of HOLES.entries()) {
    const group = design(page, index + 1);
    await group.getByLabel('Design name').fill(hole.name);
    await group.getByLabel('Quantity').fill(String(hole.quantity));
    if (index < 2) await fileOf(page, index + 1, hole.artwork);
  }
  await expect(page.getByTestId('quote-designs-summary')).toHaveText('3 designs, 300 ball markers');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' }).first()).toHaveValue('300');

  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(design(page, 3).getByLabel('Design file')).toHaveAccessibleDescription(/Each design needs its artwork/);
  await fileOf(page, 3, HOLES[2]!.artwork);

  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quote-requests');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const quote = (await response.json()) as {
    id: number;
    quantity: number;
    designs: Array<{ name: string; logoUrl: string }>;
  };
  expect(quote.quantity).toBe(300);
  expect(quote.designs.map((listed) => listed.name)).toEqual(HOLES.map((hole) => hole.name));

  await expect(page.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeFocused();
  const mockups = page.getByRole('list', { name: 'Your designs' }).getByRole('listitem');
  await expect(mockups).toHaveCount(3);
  for (const [index, hole] of HOLES.entries()) {
    await expect(mockups.nth(index)).toContainText(hole.name);
    await expect(mockups.nth(index).getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  }

  // The owner's view of the request: each design with its quantity, its artwork and its check.
  await useAdminSession(page);
  await gotoHydrated(page, '/admin/quotes');
  await page.getByRole('button', { name: `View quote request #${quote.id}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Quote Request #${quote.id}`) });
  await expect(dialog).toContainText('3 designs, 300 ball markers');
  for (const [index, hole] of HOLES.entries()) {
    await expect(dialog.getByRole('img', { name: `Artwork of design ${index + 1}: ${hole.name}` })).toBeVisible();
    await expect(dialog).toContainText(`${hole.quantity} ball markers`);
  }
  await expectAccessible(page);
});
