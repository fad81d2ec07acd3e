import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openAdminBrowser } from './admin-session';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test } from './support';

/**
 * The shop's settings (/admin/settings): a bad value is named by its field and nothing is saved; the owner renames
 * the shop and the storefront shows the new name in its header, footer and title; renamed back, it shows the old one.
 * The e2e database is shared by every spec, so the name goes back to what it was at the end whatever happens.
 */

function toast(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications ("] li');
}

test('the owner renames the shop and the storefront follows', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  const before = await admin.request.get('/api/admin/settings/shop');
  expect(before.ok(), await before.text()).toBe(true);
  const original = ((await before.json()) as { values: Record<string, string> }).values;
  const renamed = `Fairway Pins ${randomBytes(3).toString('hex')}`;
  const visitor = await browser.newPage({ baseURL });
  try {
    await gotoHydrated(admin, '/admin/settings');
    const section = admin.getByRole('region', { name: 'Settings', exact: true });
    await expect(section.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    const name = section.getByLabel('Shop name');
    await expect(name).toHaveValue(original.name!);

    // A bad value: the field says what is wrong, and nothing is saved.
    await name.fill('');
    await section.getByLabel('X', { exact: true }).fill('http://x.com/pins');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Enter the shop\u2019s name (at most 100 characters)')).toBeVisible();
    await expect(section.getByText('Enter a link starting with https://')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(admin);
    // A link the server sets (playwright.config.ts sets SOCIAL_INSTAGRAM_URL) is shown, not editable.
    await expect(section.getByLabel('Instagram')).toHaveAttribute('readonly', '');
    await expect(section.getByText('Set by the server (SOCIAL_INSTAGRAM_URL)', { exact: false })).toBeVisible();

    await name.fill(renamed);
    await section.getByLabel('X', { exact: true }).fill(original.x!);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(toast(admin)).toContainText('Shop settings saved');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await gotoHydrated(visitor, '/');
    await expect(visitor).toHaveTitle(`Custom Soft Enamel Golf Pins | ${renamed}`);
    await expect(visitor.getByRole('contentinfo').getByText(renamed, { exact: true })).toBeVisible();

    // Back to the old name, through the form again: the storefront follows.
    await admin.reload();
    const reloaded = admin.getByRole('region', { name: 'Settings', exact: true }).getByLabel('Shop name');
    await expect(reloaded).toHaveValue(renamed);
    await reloaded.fill(original.name!);
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(toast(admin)).toContainText('Shop settings saved');
    await gotoHydrated(visitor, '/');
    await expect(visitor).toHaveTitle(`Custom Soft Enamel Golf Pins | ${original.name}`);
    expect(problems).toEqual([]);
  } finally {
    const reset = await admin.request.put('/api/admin/settings/shop', { data: original });
    expect(reset.ok(), await reset.text()).toBe(true);
    await visitor.close();
    await close();
  }
});
