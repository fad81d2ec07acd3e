import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openAdminBrowser, openAdminSection } from './admin-session';
import { expectAccessible } from './axe';
import { mailsTo } from './mail';
import { expect, gotoHydrated, test } from './support';

/**
 * The owner's notices (Notifications section): the owner sets who gets them (a bad address is named, nothing saved),
 * turns a kind off, and the choice holds after a reload; a new quote request then e-mails those addresses, and the
 * overview's "Needs your attention" lists it with a link that opens the quote requests. The e2e database is shared
 * by every spec, so the settings go back to their defaults at the end.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function toast(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications ("] li');
}

test('the owner chooses who is told and of what, and sees what needs attention', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  const owner = `owner_${randomBytes(4).toString('hex')}@pins.example`;
  try {
    await gotoHydrated(admin, '/admin');
    await openAdminSection(admin, 'Notifications');
    const section = admin.getByRole('region', { name: 'Notifications', exact: true });
    await expect(section.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    const recipients = section.getByLabel('Send notices to');
    await expect(recipients).toHaveValue('');
    await expect(section.getByText(/Leave it empty to send them to sales@/)).toBeVisible();

    // A bad address is named by the form, and nothing is saved.
    await recipients.fill(`${owner}, studio at pins`);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('"studio" is not an e-mail address')).toBeVisible();
    await expect(recipients).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(admin);

    await recipients.fill(`${owner}\nstudio@pins.example`);
    await section.getByRole('checkbox', { name: 'A customer approved a proof' }).uncheck();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(toast(admin)).toContainText('Notification settings saved');
    await expect(recipients).not.toHaveAttribute('aria-invalid', 'true');

    await admin.reload();
    const reloaded = admin.getByRole('region', { name: 'Notifications', exact: true });
    await expect(reloaded.getByLabel('Send notices to')).toHaveValue(`${owner}\nstudio@pins.example`);
    await expect(reloaded.getByRole('checkbox', { name: 'A customer approved a proof' })).not.toBeChecked();
    await expect(reloaded.getByRole('checkbox', { name: 'A new quote request' })).toBeChecked();

    // A new quote request: the owner's addresses are told, and it waits in the overview.
    const name = `Notice Club ${randomBytes(3).toString('hex')}`;
    const submitted = await admin.request.post('/api/quote-requests', {
      multipart: {
        customerName: name,
        customerEmail: `quote_${randomBytes(4).toString('hex')}@example.com`,
        projectDescription: 'Member-guest pins with our crest, navy and gold.',
        quantity: '120',
        logo: { name: 'crest.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { id } = (await submitted.json()) as { id: number };
    await expect
      .poll(async () => (await mailsTo(owner)).map((mail) => mail.subject), { timeout: 20_000 })
      .toContain(`New quote request #${id} from ${name}`);

    await gotoHydrated(admin, '/admin');
    const attention = admin.getByRole('region', { name: 'Needs your attention' });
    const link = attention.getByRole('link', {
      name: new RegExp(`^${name} asked for a quote for 120 pins \\(request #${id}\\)`),
    });
    await expect(link).toBeVisible();
    await expectAccessible(admin);
    await link.click();
    await expect(admin).toHaveURL(new RegExp(`/admin/quotes\\?open=${id}$`));
    // The request's details open over its section.
    await expect(admin.getByRole('dialog', { name: new RegExp(`#${id}`) })).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(admin.getByRole('heading', { level: 2, name: 'Quote Requests' })).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/quotes$/);
    expect(problems).toEqual([]);
  } finally {
    // Back to the defaults: other specs share the database.
    const reset = await admin.request.put('/api/admin/settings/notifications', { data: { recipients: [], off: [] } });
    expect(reset.ok(), await reset.text()).toBe(true);
    await close();
  }
});
