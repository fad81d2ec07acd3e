import { randomBytes } from 'node:crypto';
import { openAdminBrowser } from './admin-session';
import { expectAccessible } from './axe';
import { mailsTo } from './mail';
import { expect, gotoHydrated, test } from './support';

/**
 * A provider reports that an e-mail the shop sent bounced: the owner sees it in the mailbox, beside "Sent", in the list
 * and in the message, and the address is on the suppression list.
 */
test('a bounced e-mail is marked in the mailbox', async ({ browser, baseURL, request }) => {
  test.setTimeout(60_000);
  const email = `bounce-${randomBytes(4).toString('hex')}@example.com`;
  // A newsletter signup's welcome e-mail (registrations are limited to 10 an hour, shared by the whole suite).
  const signedUp = await request.post('/api/newsletter-signup', { data: { email } });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  // Sent: the e-mail is on disk.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);

  const { admin, problems, close } = await openAdminBrowser(browser, baseURL);
  try {
    const list = `/admin/mailbox?q=${encodeURIComponent(email)}`;
    const row = admin.getByRole('row').filter({ hasText: email });
    // The outbox marks it sent just after writing it.
    await expect(async () => {
      await gotoHydrated(admin, list);
      await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    const bounced = await request.post('/api/webhooks/email/bounces', {
      headers: { authorization: 'Bearer e2e-email-webhook-secret' },
      data: { email, type: 'hard' },
    });
    expect(bounced.status(), await bounced.text()).toBe(200);

    await gotoHydrated(admin, list);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Sent, bounced')).toBeVisible();
    await expectAccessible(admin);

    await row.getByRole('button', { name: /^View / }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByText('Delivery problem')).toBeVisible();
    await expect(dialog.getByText('Sent, bounced')).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
