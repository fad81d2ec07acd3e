import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { openAdminSection, useAdminSession } from './admin-session';
import { expectAccessible } from './axe';
import { useCustomerSession } from './customer-session';
import { expect, gotoHydrated, test } from './support';

/**
 * Lists read a page at a time in the browser, end to end: a list longer than a page shows its first page and a
 * "Load more" ("Show more designs") button; each click adds the next page after the rows shown, none of them again;
 * at the end the button is gone. The rows are made through the shop's API in each test: the admin's sales tax rate
 * changes (25 a page), the admin's discount codes found by a search (25 a page) and a customer's saved designs (24 a
 * page). The shop is shared with the other specs, so a list's length is what its API says after this test's rows.
 */

/** Every row of a paged API list (100 a page), in its order. */
async function everyRow<T>(request: APIRequestContext, path: string, rowsKey: string): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100' });
    if (cursor) query.set('cursor', cursor);
    const response = await request.get(`${path}${path.includes('?') ? '&' : '?'}${query.toString()}`);
    expect(response.ok(), await response.text()).toBe(true);
    const page = (await response.json()) as Record<string, unknown> & { nextCursor: string | null };
    rows.push(...(page[rowsKey] as T[]));
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/**
 * The list shows its first `pageSize` rows of `total`; each click on `more` shows up to `pageSize` more, until all
 * `total` are there and `more` is gone.
 */
async function readToTheEnd(rows: Locator, more: Locator, pageSize: number, total: number): Promise<void> {
  await expect(rows).toHaveCount(Math.min(pageSize, total));
  for (let shown = pageSize; shown < total; shown += pageSize) {
    await expect(more).toBeEnabled();
    await more.click();
    await expect(rows).toHaveCount(Math.min(shown + pageSize, total));
  }
  await expect(more).toHaveCount(0);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 1 to n, newest (n) first, as two-digit numbers: 05, 04, ... 01. */
const newestFirst = (n: number) => Array.from({ length: n }, (_, i) => String(n - i).padStart(2, '0'));

test.describe('the admin', () => {
  test('the sales tax rate changes: 25, then Load more adds the older ones once each', async ({ page }) => {
    test.setTimeout(60_000);
    const tag = randomBytes(2).toString('hex');
    const label = `Paged ${tag}`;
    const rate = (n: number) => (1000 + 10 * n + 1) / 1000;
    await useAdminSession(page);
    // 27 changes of Wyoming's rate (no other spec taxes Wyoming), 1.011% to 1.271% (n × 0.01% + 0.001%: no trailing
    // zero to drop), then the rate removed again.
    const made = 27;
    for (let i = 1; i <= made; i++) {
      const saved = await page.request.put('/api/admin/tax/rates/US/WY', {
        data: { components: [{ label, ratePercent: rate(i) }], taxShipping: false },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
    const removed = await page.request.put('/api/admin/tax/rates/US/WY', { data: { components: [] } });
    expect(removed.ok(), await removed.text()).toBe(true);
    const total = (await everyRow(page.request, '/api/admin/tax/rates/history', 'changes')).length;
    expect(total).toBeGreaterThan(25);

    await gotoHydrated(page, '/admin');
    await openAdminSection(page, 'Sales Tax');
    const rates = page.getByRole('region', { name: 'Sales tax rates' });
    const changes = rates.getByRole('list', { name: 'Rate changes' }).getByRole('listitem');
    const more = rates.getByRole('button', { name: 'Load more', exact: true });
    const change = (n: number) => new RegExp(`: Wyoming ${label} ${escaped(`${rate(n)}%`)}$`);

    // The first page: the removal, then this test's 24 newest changes (1.271% down to 1.041%), newest first.
    await expect(changes).toHaveText([
      /: Wyoming no sales tax$/,
      ...newestFirst(made)
        .slice(0, 24)
        .map((n) => change(Number(n))),
    ]);
    await expect(more).toBeVisible();
    await expectAccessible(page);

    await readToTheEnd(changes, more, 25, total);
    // The three oldest of this test come after the first page; each of its changes shows once.
    await expect(changes.nth(25)).toHaveText(change(3));
    await expect(changes.nth(26)).toHaveText(change(2));
    await expect(changes.nth(27)).toHaveText(change(1));
    for (let n = 1; n <= made; n++) await expect(changes.filter({ hasText: change(n) })).toHaveCount(1);
  });

  test('the discount codes a search finds: 25, then Load more adds the last 5 once each', async ({ page }) => {
    test.setTimeout(60_000);
    const prefix = `PAGED${randomBytes(3).toString('hex').toUpperCase()}`;
    await useAdminSession(page);
    const made = 30;
    const ids: number[] = [];
    for (let i = 1; i <= made; i++) {
      const created = await page.request.post('/api/discount-codes', {
        data: { code: `${prefix}${String(i).padStart(2, '0')}`, discountType: 'percentage', discountValue: 5 },
      });
      expect(created.ok(), await created.text()).toBe(true);
      ids.push(((await created.json()) as { id: number }).id);
    }
    const codes = newestFirst(made).map((n) => `${prefix}${n}`);
    expect((await everyRow<{ code: string }>(page.request, `/api/discount-codes?q=${prefix}`, 'codes')).length).toBe(
      made,
    );

    await gotoHydrated(page, '/admin');
    await openAdminSection(page, 'Discount Codes');
    const search = page.getByRole('search', { name: 'Discount codes' });
    await search.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]code=${prefix}$`));

    const list = page.getByRole('list', { name: 'Discount codes' });
    const names = list.getByRole('listitem').getByRole('heading', { level: 3 });
    const more = page.getByRole('button', { name: 'Load more', exact: true });
    await expect(names).toHaveText(codes.slice(0, 25));
    await expect(more).toBeVisible();
    await expectAccessible(page);

    await readToTheEnd(list.getByRole('listitem'), more, 25, made);
    await expect(names).toHaveText(codes);

    // This run's codes leave the shared shop (none was used, so each is deleted).
    for (const id of ids) {
      const deleted = await page.request.delete(`/api/discount-codes/${id}`);
      expect(deleted.ok(), await deleted.text()).toBe(true);
    }
  });
});

test.describe('the customer', () => {
  test('the saved designs: 24, then Show more designs adds the rest once each', async ({ page }) => {
    test.setTimeout(60_000);
    const tag = randomBytes(3).toString('hex');
    await useCustomerSession(page);
    // 25 designs, one more than a page (saving allows 30 a minute from one address).
    const made = 25;
    const ids: number[] = [];
    const options = { quantity: 100, size: '1inch', plating: 'gold', packaging: ['individual-bags'], rushOrder: false };
    for (let i = 1; i <= made; i++) {
      const design = { name: `Paged ${tag} ${String(i).padStart(2, '0')}`, options };
      const saved = await page.request.post('/api/saved-designs', { multipart: { design: JSON.stringify(design) } });
      expect(saved.ok(), await saved.text()).toBe(true);
      ids.push(((await saved.json()) as { id: number }).id);
    }
    const mine = newestFirst(made).map((n) => `Paged ${tag} ${n}`);
    // The shared customer may keep designs of other specs: older than these, after them in the list.
    const all = await everyRow<{ name: string }>(page.request, '/api/saved-designs', 'designs');
    expect(all.slice(0, made).map((design) => design.name)).toEqual(mine);

    await gotoHydrated(page, '/designs');
    await expect(page.getByRole('heading', { level: 1, name: 'My Designs' })).toBeVisible();
    const designs = page.getByRole('article');
    const names = designs.getByRole('heading', { level: 2 });
    const more = page.getByRole('button', { name: 'Show more designs' });
    await expect(names).toHaveText(mine.slice(0, 24));
    await expect(more).toBeVisible();
    await expectAccessible(page);

    await readToTheEnd(designs, more, 24, all.length);
    await expect(names).toHaveText(all.map((design) => design.name));
    await expect(page.getByRole('article', { name: mine[made - 1], exact: true })).toHaveCount(1);

    // The shared customer's library as it was.
    for (const id of ids) {
      const deleted = await page.request.delete(`/api/saved-designs/${id}`);
      expect(deleted.ok(), await deleted.text()).toBe(true);
    }
  });
});
