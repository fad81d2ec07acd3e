import { artworkFixture } from '../helpers/artwork-fixtures';
import { useCustomerSession } from './customer-session';
import { CLUB_SHIP_TO } from './ship-to';
import { expect, gotoHydrated, test, watchRouteDiscovery } from './support';

/**
 * The instant mockup of backing cards ordered on their own (decision 049): the review step draws the printed card,
 * upright and as wide as a 3 x 4 inch card is, not a round pin.
 */
test('the review step shows a 3 x 4 inch backing card as the card itself', async ({ page }) => {
  const customer = await useCustomerSession(page);
  const draft = JSON.stringify({
    product: 'backing-card',
    quantity: 100,
    size: '3x4inch',
    plating: 'silver',
    packaging: ['just-pins'],
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
  const discovery = watchRouteDiscovery(page);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review & Order', exact: true })).toBeVisible();

  const mockup = page.getByRole('img', { name: /^Mockup of your backing card/ });
  await expect(mockup).toHaveAttribute('src', /^data:image\/png;base64,/);
  const size = await mockup.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([450, 600]);
  await discovery.settled();
});
