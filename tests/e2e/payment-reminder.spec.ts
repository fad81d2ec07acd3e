import { randomBytes } from 'node:crypto';
import { isoDate } from '../../core/dates';
import { adminRequestContext, openAdminBrowser, openAdminSection } from './admin-session';
import { mailsTo } from './mail';
import { expect, gotoHydrated, test } from './support';

const DAY_MS = 86_400_000;

/**
 * Money owed, collected without the owner lifting a finger: an invoice due in three days gets its first reminder
 * by itself (the job looks every second in the browser suite, REMINDER_CHECK_SECONDS), the customer pays from the
 * reminder's link, and the owner's Receivables show the invoice owed, then paid.
 */
test('an invoice reminder goes out by itself, pays the invoice from its link, and Receivables follow', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = { name: 'Reminded Treasurer', email: `reminded_${randomBytes(4).toString('hex')}@example.com` };
  const dueDate = isoDate(new Date(Date.now() + 3 * DAY_MS));
  const request = await adminRequestContext(baseURL!);
  const created = await request.post('/api/send-invoice', {
    data: {
      customerName: customer.name,
      customerEmail: customer.email,
      items: [{ description: 'Member-guest pins', quantity: 60, amount: 3.25 }],
      tax: 0,
      dueDate,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { invoiceNumber } = (await created.json()) as { invoiceNumber: string };
  await request.dispose();

  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  await gotoHydrated(admin, '/admin');
  await openAdminSection(admin, 'Receivables');
  const owed = admin.getByRole('table', { name: `Owed by ${customer.name}` });
  await expect(owed).toContainText(`${customer.name} (${customer.email}) owes $195.00`);
  await expect(owed.getByRole('row', { name: new RegExp(invoiceNumber) })).toContainText('Not yet late');

  // Nobody sends it: the reminder job finds the invoice three days before its due date.
  const subject = new RegExp(`^Reminder: invoice ${invoiceNumber} is due on `);
  await expect
    .poll(async () => (await mailsTo(customer.email)).filter((mail) => subject.test(mail.subject)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const reminder = (await mailsTo(customer.email)).find((mail) => subject.test(mail.subject))!;
  expect(reminder.text).toContain('Amount due: $195.00');
  const link = new RegExp(`https?://[^\\s/]+(/pay-invoice/${invoiceNumber}\\?[\\w=&.%-]+)`).exec(reminder.text)?.[1];
  expect(link, reminder.text).toBeDefined();

  await gotoHydrated(page, link!);
  await page.getByRole('button', { name: 'Pay $195.00 with PayPal' }).click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  await gotoHydrated(admin, '/admin/receivables');
  await expect(admin.getByTestId('receivables-total')).toBeVisible();
  await expect(admin.getByRole('table', { name: `Owed by ${customer.name}` })).toHaveCount(0);
  expect(problems).toEqual([]);
  await close();
});
