/**
 * A product's stars (app/features/catalog/star-rating.tsx, the star-row utility of app/app.css): five stars, filled
 * from the left to the rating its label gives, on the catalogue's cards and on the product page.
 */
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { expect, gotoHydrated, test } from './support';

/** For each star, a point left and right of its middle (in stars from the left), and whether it is drawn filled. */
async function filledPoints(stars: Locator): Promise<{ at: number; filled: boolean }[]> {
  const { data, info } = await sharp(await stars.screenshot({ animations: 'disabled' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The stars' middle row, where both points lie well inside a star's outline.
  const y = Math.round(info.height / 2);
  const points: { at: number; filled: boolean }[] = [];
  for (let star = 0; star < 5; star++) {
    for (const quarter of [0.3, 0.7]) {
      const at = star + quarter;
      const x = Math.min(info.width - 1, Math.round((info.width * at) / 5));
      const [red, green, blue] = data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
      // Amber inside a filled star; the card's white inside an outlined one.
      if (blue! < 120 && red! > 200 && green! > 120) points.push({ at, filled: true });
      else if (Math.min(red!, green!, blue!) > 235) points.push({ at, filled: false });
      else throw new Error(`star ${star + 1} at ${quarter}: rgb(${red}, ${green}, ${blue}) is neither amber nor white`);
    }
  }
  return points;
}

async function expectStars(stars: Locator) {
  const label = await stars.getAttribute('aria-label');
  const rating = Number(/^Rated (\d\.\d) out of 5$/.exec(label ?? '')?.[1]);
  expect(rating).toBeGreaterThan(0);
  for (const { at, filled } of await filledPoints(stars)) {
    if (Math.abs(at - rating) > 0.1) expect(filled, `${at} stars in, rated ${rating}`).toBe(at < rating);
  }
}

test.describe('star ratings', () => {
  // Large enough that a point is clear of the outline's anti-aliased edge.
  test.use({ deviceScaleFactor: 3 });

  test('a card and the product page fill the stars to the rating', async ({ page }) => {
    await gotoHydrated(page, '/wholesale');
    const cards = page.getByRole('article');
    for (const index of [0, 1, 2]) {
      const stars = cards.nth(index).getByRole('img', { name: /^Rated \d\.\d out of 5$/ });
      await stars.scrollIntoViewIfNeeded();
      await expectStars(stars);
    }
    await gotoHydrated(page, '/product/1');
    await expectStars(page.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }));
  });
});
