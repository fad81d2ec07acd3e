import { randomBytes } from 'node:crypto';
import { orderNumber } from '../../core/order-numbers';
import { openAdminSection, useAdminSession } from './admin-session';
import { expectAccessible } from './axe';
import { paidCartOrder } from './paid-orders';
import { expect, gotoHydrated, test } from './support';
import { registerByLink } from './registration';

/**
 * The admin's customers: a person who bought as a guest, registered later and was in a Shopify export is found by
 * the search (kept in the address), and their profile shows the order, the account and the consent's source; the
 * owner sets their NET 30 credit limit, e-mails them and excludes them from marketing from there. Both pages pass axe.
 */
test('the owner finds a customer, opens the profile, e-mails and excludes them', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tag = randomBytes(4).toString('hex');
  const person = { name: `Casey Fairway ${tag}`, email: `casey.${tag}@example.com` };

  // As a guest in a browser of their own: a paid order, then an account with the same address (in capitals).
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  const orderId = await paidCartOrder(guestPage, person);
  await registerByLink(guestPage, {
    username: `casey_${tag}`,
    email: person.email.toUpperCase(),
    password: 'green-fairway-42',
  });
  await guest.close();

  // The owner imports the Shopify export, where the person accepted e-mail marketing.
  await useAdminSession(page);
  const csv = `First Name,Last Name,Email,Accepts Email Marketing\nCasey,Fairway,${person.email},yes\n`;
  const imported = await page.request.post('/api/import-customers', {
    multipart: { csvFile: { name: 'customers_export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(imported.status(), await imported.text()).toBe(202);
  // A job: its status says when the shop's job engine has read the file.
  const { statusUrl } = (await imported.json()) as { statusUrl: string };
  await expect
    .poll(async () => ((await (await page.request.get(statusUrl)).json()) as { state: string }).state)
    .toBe('done');

  await gotoHydrated(page, '/admin');
  await openAdminSection(page, 'Customers');
  const search = page.getByRole('search', { name: 'Customers' });
  await search.getByLabel('Search').fill(`casey.${tag}`);
  await search.getByLabel('Orders').selectOption('yes');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers\\?q=casey\\.${tag}&orders=yes$`));
  const rows = page.getByRole('table', { name: 'Customers' }).getByRole('row');
  // The header and one customer: the guest, the account and the import are one person.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(person.name);
  await expect(rows.nth(1)).toContainText('Opted in');
  await expectAccessible(page);

  // A reload keeps the search.
  await page.reload();
  await expect(page.getByRole('search', { name: 'Customers' }).getByLabel('Search')).toHaveValue(`casey.${tag}`);
  await page.getByRole('link', { name: person.name }).click();
  await expect(page.getByRole('heading', { level: 2, name: person.name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(page.getByText('Shopify export: Accepts Email Marketing = yes')).toBeVisible();
  await expect(page.getByText(`casey_${tag}`)).toBeVisible();
  await expect(page.getByRole('link', { name: orderNumber('catalogue', orderId) })).toBeVisible();
  await expectAccessible(page);

  // The NET 30 credit limit: below $0 is refused with the field's message; saved, the card says what it means.
  const credit = page.getByLabel('NET 30 credit limit (dollars)');
  await expect(page.getByText('No limit: every NET 30 order waits for your approval.')).toBeVisible();
  await credit.fill('-5');
  await page.getByRole('button', { name: 'Save credit limit' }).click();
  await expect(credit).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The credit limit cannot be below $0.')).toBeVisible();
  await credit.fill('2500');
  await page.getByRole('button', { name: 'Save credit limit' }).click();
  await expect(page.getByText(/unpaid invoices stay within \$2,500\.00/)).toBeVisible();
  await expect(credit).toHaveValue('2500.00');
  await expectAccessible(page);

  // An e-mail from the profile.
  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Email' });
  await dialog.getByLabel('Subject').fill('Your next club order');
  await dialog.getByLabel('Message').fill('We have new gold plating. Reply and we will send a quote.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Your message to ${person.email} is on its way.`, { exact: true })).toBeVisible();

  // Excluded from marketing: the profile says so, and the button is gone.
  await page.getByRole('button', { name: 'Exclude from marketing' }).click();
  const exclude = page.getByRole('dialog', { name: 'Exclude from marketing' });
  await exclude.getByLabel('Reason (for you)').fill('Asked by phone');
  await exclude.getByRole('button', { name: 'Exclude' }).click();
  await expect(page.getByText('Marketing: Blocked')).toBeVisible();
  await expect(page.getByText(/Excluded by you on .* \(Asked by phone\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exclude from marketing' })).toHaveCount(0);

  // Back to the list as it was searched.
  await page.getByRole('link', { name: 'All customers' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers\\?q=casey\\.${tag}&orders=yes$`));
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1)).toContainText('Blocked');
});
