import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { formatUsd } from '../../core/money';
import { orderNumber } from '../../core/order-numbers';
import { monthLabel } from '../../core/reports';
import type { SalesReport } from '../../core/schemas/reports';
import { adminRequestContext, openAdminBrowser, openAdminSection } from './admin-session';
import { expectAccessible } from './axe';
import { paidCartOrder } from './paid-orders';
import { expect, gotoHydrated, test } from './support';

/**
 * The accountant's reports as the owner reads them: a catalogue order paid through the stand-in shows in this
 * month's payments with its PayPal capture id and its total in dollars, the month's sales read as the server adds
 * them up, and the sales CSV downloads with the same month.
 */
test.describe('reports', () => {
  test("the owner opens Reports, reads this month's sales and the order's payment, downloads the CSV", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const customer = { name: 'Report Reader', email: `reports_${randomBytes(4).toString('hex')}@example.com` };
    const orderId = await paidCartOrder(page, customer);
    const number = orderNumber('catalogue', orderId);
    const month = new Date().toISOString().slice(0, 7);

    const request = await adminRequestContext(baseURL!);
    const exported = await request.get(`/api/admin/orders/regular/${orderId}/export?format=json`);
    expect(exported.ok(), await exported.text()).toBe(true);
    const totalCents = Math.round(
      ((await exported.json()) as { order: { totalAmount: number } }).order.totalAmount * 100,
    );
    const sales = (await (await request.get(`/api/admin/reports/sales?period=${month}`)).json()) as SalesReport;
    await request.dispose();
    const [thisMonth] = sales.months;
    expect(thisMonth!.orders).toBeGreaterThanOrEqual(1);

    const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
    await gotoHydrated(admin, '/admin');
    await openAdminSection(admin, 'Reports');
    await admin.getByRole('combobox', { name: 'Period' }).selectOption({ label: monthLabel(month) });
    await admin.getByRole('button', { name: 'Show' }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/reports\\?period=${month}$`));

    const monthRow = admin.getByRole('table', { name: 'Sales by month' }).getByRole('row', { name: monthLabel(month) });
    await expect(monthRow).toContainText(formatUsd(thisMonth!.salesCents));
    await expect(monthRow).toContainText(formatUsd(thisMonth!.netCents));
    const paid = admin.getByRole('table', { name: 'Payments received' }).getByRole('row', { name: new RegExp(number) });
    await expect(paid).toContainText('Catalogue order');
    await expect(paid).toContainText(customer.name);
    await expect(paid).toContainText(formatUsd(totalCents));
    await expect(paid.getByRole('link', { name: number })).toHaveAttribute('href', `/admin/orders/${number}`);
    await expectAccessible(admin);

    const downloading = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Download CSV of the sales', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`sales-${month}.csv`);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(`Month,${monthLabel(month)},${thisMonth!.orders},`);
    expect(csv).toContain(`,${(thisMonth!.salesCents / 100).toFixed(2)},`);
    expect(problems).toEqual([]);
    await close();
  });
});
