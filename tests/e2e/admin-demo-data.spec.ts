/**
 * A new shop starts with the demo (the README's first command shows a working shop); its owner removes it in one
 * action from Settings and the storefront has none of it. Its own shop process on a fresh database: the other specs
 * share one that keeps its demo.
 */
import { expectAccessible } from './axe';
import { signInOwner, startOwnShop } from './own-shop';
import { expect, gotoHydrated, test } from './support';

const OWNER = {
  username: 'demo-owner',
  email: 'demo-owner@pinshop.example',
  password: 'demo-owner-password-123',
  secret: 'NBSWY3DPEHPK3PXPNBSWY3DPEHPK3PXP',
};
const DEMO_PRODUCT = 'Harbour Town Lighthouse Pin';

const shop = startOwnShop(OWNER, 'pinshop-demo-');

test('the owner removes the demo data from Settings and the storefront shows none of it', async ({
  page,
  allowFailedRequest,
}) => {
  test.setTimeout(90_000);
  const base = shop.base();
  await gotoHydrated(page, `${base}/wholesale`);
  await expect(page.getByText(DEMO_PRODUCT).first()).toBeVisible();

  // The first try (password only) is a 401 by design.
  allowFailedRequest('/api/auth/login', 401);
  await signInOwner(page, base, OWNER);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await gotoHydrated(page, `${base}/admin/settings`);
  const panel = page.getByRole('region', { name: 'Demo data' });
  await panel.getByRole('button', { name: 'Remove the demo data' }).click();
  await panel.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(panel.getByRole('status')).toContainText(/^Removed \d+ products/);
  await expectAccessible(page);

  await gotoHydrated(page, `${base}/wholesale`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(DEMO_PRODUCT)).toHaveCount(0);
});
