import { artworkFixture } from '../helpers/artwork-fixtures';
import { expectAccessible } from './axe';
import { CLUB_SHIP_TO } from './ship-to';
import { expect, gotoHydrated, test } from './support';

/**
 * Artwork pre-flight in the designer: a small picture chosen at the upload step is checked at once, and the page says
 * in plain words what the shop will do with it (redraw it as vector) before the customer goes on.
 */
test('a 240 px JPEG in the designer: the report says we’ll redraw it, before the next step', async ({ page }) => {
  const draft = JSON.stringify({
    quantity: 100,
    size: '1inch',
    plating: 'silver',
    packaging: ['just-pins'],
    rushOrder: false,
    customerName: 'Ann Lee',
    customerEmail: 'ann.lee@example.com',
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
    .setInputFiles({ name: 'crest-240.jpg', mimeType: 'image/jpeg', buffer: artworkFixture('crest') });
  const report = page.getByRole('region', { name: 'Artwork check' });
  await expect(report).toContainText('at 1 inch it is 240 DPI');
  await expect(report).toContainText('We’ll redraw it as vector, free');
  await expect(report.getByRole('list', { name: 'Its colours' }).getByRole('listitem')).toHaveText([
    /white/,
    /green/,
    /yellow/,
  ]);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review & Order', exact: true })).toBeVisible();
});
