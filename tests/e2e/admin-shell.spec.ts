import { randomBytes } from 'node:crypto';
import { MENU, sectionHref } from '../../app/features/admin/admin-sections';
import { orderNumber } from '../../core/order-numbers';
import { adminMenu, openAdminSection, useAdminSession } from './admin-session';
import { expectAccessible } from './axe';
import { paidCartOrder } from './paid-orders';
import { expect, gotoHydrated, test } from './support';

/**
 * The admin's frame: a menu with a page per section (each its own address, Back and Forward between them), an
 * order's own address opening its dialog, the admin's "not found" for an address that names nothing, the old
 * one-page links sent on, and a phone's width with nothing pushing the page sideways. Every page passes axe and
 * logs no console error (the `test` fixture fails on one).
 */

/** The heading each page opens with, where it is not the menu's label. */
const HEADINGS: Record<string, string> = {
  Overview: 'Needs your attention',
  'Tournament Campaigns': 'Tournament Organizer Outreach',
  'VIP Campaigns': 'VIP Email Campaigns',
  Security: 'Two-factor sign-in',
};

/** Menu label, address, the page's heading: every entry of the one list (app/features/admin/admin-sections.ts). */
const SECTIONS = MENU.map((entry) => [entry.label, sectionHref(entry), HEADINGS[entry.label] ?? entry.label] as const);

const path = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

test.describe('the admin shell', () => {
  test.beforeEach(async ({ page }) => {
    await useAdminSession(page);
  });

  test('every section from the menu and by its address; Back and Forward', async ({ page }) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, '/admin');
    const menu = await adminMenu(page);
    // The spec's sections are there, each at its address, the overview first and Security last.
    for (const url of [
      '/admin/orders',
      '/admin/quotes',
      '/admin/invoices',
      '/admin/campaigns',
      '/admin/notifications',
    ]) {
      expect(SECTIONS.map(([, href]) => href)).toContain(url);
    }
    expect(SECTIONS.at(-1)?.[1]).toBe('/admin/security');
    await expect(menu.getByRole('link')).toHaveText(
      SECTIONS.map(([label]) => new RegExp(`^${label}( \\d+ waiting)?$`)),
    );
    await expect(menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    for (const [label, url, heading] of SECTIONS) {
      await openAdminSection(page, label, heading);
      expect(path(page.url())).toBe(url);
      await expect(menu.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page);
    }

    // Back walks the sections in reverse, Forward again.
    const [, lastButOne, lastButOneHeading] = SECTIONS.at(-2)!;
    const [, lastButTwo, lastButTwoHeading] = SECTIONS.at(-3)!;
    await page.goBack();
    await expect(page.getByRole('heading', { name: lastButOneHeading, exact: true })).toBeVisible();
    expect(path(page.url())).toBe(lastButOne);
    await page.goBack();
    await expect(page.getByRole('heading', { name: lastButTwoHeading, exact: true })).toBeVisible();
    expect(path(page.url())).toBe(lastButTwo);
    await page.goForward();
    await expect(page.getByRole('heading', { name: lastButOneHeading, exact: true })).toBeVisible();
    expect(path(page.url())).toBe(lastButOne);

    // Each address opens its page straight away (a bookmark, a reload).
    for (const [, url, heading] of SECTIONS) {
      await gotoHydrated(page, url);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });

  test("an order's address opens its dialog; an unknown one is the admin's not found", async ({
    page,
    allowFailedRequest,
  }) => {
    test.setTimeout(90_000);
    const email = `shell_${randomBytes(4).toString('hex')}@example.com`;
    const number = orderNumber('catalogue', await paidCartOrder(page, { name: 'Shell Buyer', email }));

    await gotoHydrated(page, `/admin/orders/${number}`);
    const dialog = page.getByRole('dialog', { name: new RegExp(`Order ${number}`) });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    // Closing it leaves the order's address for the list's; Back opens it again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(path(page.url())).toBe('/admin/orders');
    await page.goBack();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    // Closed for good (focus back on the page) before typing in the list's search.
    await expect(dialog).toBeHidden();
    expect(path(page.url())).toBe('/admin/orders');

    // A card opens the same address, the filters kept.
    await page.getByLabel('Search orders').fill(email);
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${encodeURIComponent(email).replace('.', '\\.')}$`));
    await expect(page.getByText('Showing 1 of 1')).toBeVisible();
    await page
      .getByRole('article', { name: `Order ${number}`, exact: true })
      .getByRole('button', { name: `Order ${number}`, exact: true })
      .click();
    await expect(dialog).toBeVisible();
    expect(path(page.url())).toBe(`/admin/orders/${number}?q=${encodeURIComponent(email)}`);
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/admin/orders/W-999999');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByText('There is no order W-999999.')).toBeVisible();
    await expect((await adminMenu(page)).getByRole('link', { name: 'Order History' })).toBeVisible();
    await expectAccessible(page);

    allowFailedRequest('/admin/orders/not-a-number', 404);
    allowFailedRequest('/admin/nope', 404);
    for (const url of ['/admin/orders/not-a-number', '/admin/nope']) {
      await gotoHydrated(page, url);
      await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
      await expect(page.getByText('There is no admin page at this address.')).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('the one-page admin’s links, already e-mailed, open their pages', async ({ page }) => {
    await gotoHydrated(page, '/admin?section=quotes');
    expect(path(page.url())).toBe('/admin/quotes');
    await expect(page.getByRole('heading', { name: 'Quote Requests', exact: true })).toBeVisible();
    await gotoHydrated(page, '/admin?section=orders&q=W-999999');
    expect(path(page.url())).toBe('/admin/orders/W-999999');
    await gotoHydrated(page, '/admin?section=marketing');
    expect(path(page.url())).toBe('/admin/campaigns');
  });

  test('a list keeps its filters in its address', async ({ page }) => {
    await gotoHydrated(page, '/admin/quotes?status=quoted');
    await expect(page.getByLabel('Show')).toHaveValue('quoted');
    await page.getByLabel('Show').selectOption('pending');
    await expect(page).toHaveURL(/\/admin\/quotes\?status=pending$/);

    await gotoHydrated(page, '/admin/mailbox?state=failed&q=nobody');
    await expect(page.getByLabel('State')).toHaveValue('failed');
    await expect(page.getByLabel('Recipient or subject')).toHaveValue('nobody');

    await gotoHydrated(page, '/admin/audit?from=2099-01-01');
    await expect(page.getByLabel('From')).toHaveValue('2099-01-01');
    await expect(page.getByText('No changes match these filters')).toBeVisible();
  });

  test("Jobs: the shop's background work in words, each repeating job waiting for its next run", async ({ page }) => {
    await gotoHydrated(page, '/admin/jobs');
    await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
    await page.getByRole('group', { name: 'Show jobs' }).getByRole('button', { name: 'Waiting' }).click();
    const rollUp = page
      .getByRole('list', { name: 'Waiting jobs' })
      .getByRole('listitem')
      .filter({ hasText: 'Summing the visitor analytics' });
    await expect(rollUp).toContainText('Repeats');
    await expect(rollUp).toContainText('on the cron schedule 7 * * * *');
    await expect(rollUp).toContainText('Next run');
    // A repeating job is part of the shop: it has no Cancel.
    await expect(rollUp.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu is a drawer, and no page is wider than the screen', async ({ page }) => {
      // It opens every section of the menu: its time grows with the menu (a few seconds a page on a busy machine).
      test.setTimeout(30_000 + SECTIONS.length * 4_000);
      await gotoHydrated(page, '/admin');
      await expect(page.getByRole('navigation', { name: 'Admin', exact: true })).toBeHidden();
      await openAdminSection(page, 'Quote Requests');
      await expect(page.getByRole('dialog')).toBeHidden();
      for (const [, url] of SECTIONS) {
        await gotoHydrated(page, url);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
        const { scrollWidth, clientWidth } = await page.evaluate(() => {
          const root = document.scrollingElement!;
          return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
        });
        expect(scrollWidth, url).toBeLessThanOrEqual(clientWidth);
      }
      await page.getByRole('button', { name: 'Admin menu' }).click();
      await expectAccessible(page);
    });
  });
});
