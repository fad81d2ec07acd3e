import { artworkFixture } from '../helpers/artwork-fixtures';
import { expectAccessible } from './axe';
import { useCustomerSession } from './customer-session';
import { CLUB_SHIP_TO } from './ship-to';
import { expect, gotoHydrated, test, watchRouteDiscovery } from './support';

/**
 * The instant mockup in the designer: the signed-in customer's design file drawn as the pin they chose (1.5 inch, gold,
 * on a backing card) on the review step, beside the artwork check, before they pay the deposit.
 */
test('the review step shows the pin mockup and the artwork check before paying', async ({ page }) => {
  const customer = await useCustomerSession(page);
  const draft = JSON.stringify({
    quantity: 100,
    size: '1.5inch',
    plating: 'gold',
    packaging: ['backing-cards'],
    rushOrder: false,
    customerName: 'Ann Lee',
    customerEmail: customer.email,
    shipTo: { ...CLUB_SHIP_TO, country: 'US' },
    promoCode: '',
    appliedDiscount: null,
    currentStep: 4,
    timestamp: Date.now(),
  });
  await page.addInitScript((stored) => window.localStorage.setItem('pinshop:custom-pin-draft', stored), draft);
  await gotoHydrated(page, '/custom');
  await expect(page.getByRole('heading', { level: 2, name: 'Upload Design', exact: true })).toBeVisible();
  await page
    .getByLabel('Design file')
    .setInputFiles({ name: 'flag.svg', mimeType: 'image/svg+xml', buffer: artworkFixture('flag') });
  // The review step shows links whose routes React Router fetches: the test ends once that is done.
  const discovery = watchRouteDiscovery(page);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review & Order', exact: true })).toBeVisible();

  const pin = page.getByRole('region', { name: 'Your pin' });
  const mockup = pin.getByRole('img', { name: 'Mockup of your pin: 1.5 inch, Gold plating, Backing Cards' });
  await expect(mockup).toBeVisible();
  await expect(mockup).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await mockup.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  const report = pin.getByRole('region', { name: 'Artwork check' });
  await expect(report).toContainText('vector');
  await expect(report.getByRole('list', { name: 'Its colours' }).getByRole('listitem')).toHaveCount(3);
  // Nothing paid yet: the deposit button is still there to press.
  await expect(page.getByRole('button', { name: /Pay Deposit/ })).toBeVisible();
  await expectAccessible(page);
  await discovery.settled();
});

test('the quote confirmation shows the mockup of the logo sent with the request', async ({ page }) => {
  await gotoHydrated(page, '/quote');
  await page.getByLabel('Full Name').fill('Ann Lee');
  await page.getByLabel('Email Address').fill('ann.lee@example.com');
  await page.getByLabel('Project Description').fill('Member-guest tournament pins with our club flag.');
  await page.getByLabel('Preferred Size').selectOption('1.5inch');
  await page
    .getByLabel('Upload your logo or design')
    .setInputFiles({ name: 'flag.svg', mimeType: 'image/svg+xml', buffer: artworkFixture('flag') });
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeFocused();
  const mockup = page.getByRole('img', { name: 'Mockup of your pin: 1.5 inch, Silver plating' });
  await expect(mockup).toBeVisible();
  await expect(mockup).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expectAccessible(page);
});
