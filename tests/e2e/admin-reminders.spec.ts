import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openAdminBrowser } from './admin-session';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test } from './support';

/**
 * Payment reminders in the admin: the cadence in Settings (a step below one day is named by its field, nothing
 * saved), and the pause of an invoice's reminders from the invoice list, kept after a reload. The e2e database is
 * shared by every spec, so the cadence goes back to the default at the end.
 */

function toast(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications ("] li');
}

const DEFAULT_CADENCE = {
  balanceFirstBusinessDays: 2,
  balanceSecondBusinessDays: 5,
  invoiceDaysBefore: 3,
  invoiceDaysAfter: 7,
  repeatDays: 7,
};

test('the owner sets when reminders go out and pauses an invoice’s', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  try {
    await gotoHydrated(admin, '/admin/settings');
    const panel = admin.getByRole('region', { name: 'Payment reminders' });
    const repeat = panel.getByLabel('Then every (days), until paid');
    await expect(repeat).toHaveValue('7');

    await repeat.fill('0');
    await panel.getByRole('button', { name: 'Update reminders' }).click();
    await expect(panel.getByText('At least 1 day')).toBeVisible();
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(admin);

    await repeat.fill('14');
    await panel.getByRole('button', { name: 'Update reminders' }).click();
    await expect(toast(admin)).toContainText('Reminder settings saved');
    await admin.reload();
    await expect(admin.getByRole('region', { name: 'Payment reminders' }).getByLabel(/^Then every/)).toHaveValue('14');

    const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const created = await admin.request.post('/api/send-invoice', {
      data: {
        customerName: 'Dana Lee',
        customerEmail: `reminders_${randomBytes(4).toString('hex')}@club.example`,
        items: [{ description: 'Member-guest pins', quantity: 1, amount: 90 }],
        dueDate: due,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { invoiceNumber } = (await created.json()) as { invoiceNumber: string };
    await gotoHydrated(admin, '/admin/invoices');
    const pause = admin.getByRole('checkbox', { name: `Pause payment reminders for ${invoiceNumber}` });
    await expect(pause).toBeEnabled();
    await expect(pause).not.toBeChecked();
    await pause.click();
    await expect(toast(admin)).toContainText('Reminders paused');
    await expect(pause).toBeChecked();
    await admin.reload();
    await expect(admin.getByRole('checkbox', { name: `Pause payment reminders for ${invoiceNumber}` })).toBeChecked();
    await expectAccessible(admin);
    expect(problems).toEqual([]);
  } finally {
    const reset = await admin.request.put('/api/admin/settings/reminders', { data: DEFAULT_CADENCE });
    expect(reset.ok(), await reset.text()).toBe(true);
    await close();
  }
});
