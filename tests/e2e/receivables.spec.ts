import { randomBytes } from 'node:crypto';
import { orderNumber } from '../../core/order-numbers';
import { adminRequestContext, openAdminBrowser, openAdminSection } from './admin-session';
import { expectAccessible } from './axe';
import { paidDeposit } from './paid-orders';
import { expect, gotoHydrated, test, watchRouteDiscovery } from './support';

/**
 * What customers owe, as the owner and the customer see it: a custom order's balance falls due when the design is
 * approved, shows in the admin's Receivables and on the customer's order page ("What you owe", with a Pay button),
 * and once the customer pays it through the stand-in it leaves the Receivables.
 */
test.describe('receivables', () => {
  test('a due balance shows in Receivables and on the order page, and leaves Receivables once paid', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const customer = { name: 'Aging Treasurer', email: `aging_${randomBytes(4).toString('hex')}@example.com` };
    const { customOrderId, statusPath } = await paidDeposit(page, customer);
    const number = orderNumber('custom', customOrderId);
    const request = await adminRequestContext(baseURL!);
    const approved = await request.patch(`/api/custom-orders/${customOrderId}/status`, {
      data: { status: 'approved' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    await request.dispose();

    const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
    await gotoHydrated(admin, '/admin');
    await openAdminSection(admin, 'Receivables');
    const owed = admin.getByRole('table', { name: `Owed by ${customer.name}` });
    await expect(owed).toContainText(`${customer.name} (${customer.email}) owes $481.50`);
    const row = owed.getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText('Balance');
    await expect(row).toContainText('Not yet late');
    await expect(row.getByRole('link', { name: number })).toHaveAttribute('href', `/admin/orders/${number}`);
    await expect(admin.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/receivables/export',
    );
    await expectAccessible(admin);
    // The line opens its order, whose "What is owed" shows the same lines with the payments taken.
    await row.getByRole('link', { name: number }).click();
    const dialog = admin.getByRole('dialog', { name: new RegExp(`Custom order ${number}`) });
    await expect(dialog.getByRole('heading', { name: 'What is owed' })).toBeVisible();
    await expect(dialog.getByText(/^Paid \$53\.50 on /)).toBeVisible();
    await expect(dialog.getByText('Due today', { exact: true })).toBeVisible();

    // The customer's order page: what they owe, and a Pay button for the balance.
    await gotoHydrated(page, statusPath);
    const owe = page.getByRole('region', { name: 'What you owe' });
    await expect(owe).toContainText('Due now: $481.50');
    await expect(owe).toContainText('Deposit');
    await expect(owe).toContainText('Paid');
    await expectAccessible(page);
    const discovery = watchRouteDiscovery(page);
    await owe.getByRole('link', { name: 'Pay balance of $481.50' }).click();
    await expect(page).toHaveURL(/\/balance-payment\/[\w-]{43}$/);
    await discovery.settled();
    await page.getByRole('button', { name: 'Pay $481.50 with PayPal' }).click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Complete!' })).toBeVisible();

    // Paid: nothing more due on the order page, and the owner's Receivables no longer lists it.
    await gotoHydrated(page, statusPath);
    await expect(page.getByRole('region', { name: 'What you owe' })).toContainText('Nothing is due right now.');
    await gotoHydrated(admin, '/admin/receivables');
    await expect(admin.getByRole('heading', { name: 'Receivables', exact: true })).toBeVisible();
    await expect(admin.getByTestId('receivables-total')).toBeVisible();
    await expect(admin.getByRole('table', { name: `Owed by ${customer.name}` })).toHaveCount(0);
    expect(problems).toEqual([]);
    await close();
  });
});
