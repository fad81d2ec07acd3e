import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { CAMPAIGN_MESSAGES } from '../../core/schemas/campaigns';
import { E2E_ADMIN, useAdminSession } from './admin-session';
import { expectAccessible } from './axe';
import { mailedLinks, newestLink } from './mail';
import { expect, gotoHydrated, test } from './support';

/**
 * The VIP and tournament panels (accounts-admin-spec section 2): the admin uploads each list from a CSV file, sends
 * the campaign and watches its progress reach the end, sends one VIP offer and a test to themselves (both found in
 * the mail files), and the tournament panel refuses a file that is not CSV, exports its contacts and shows its
 * template. Every test fails on a console error.
 */

const VIP_CSV = path.resolve('tests/fixtures/vip-customers.csv');
const TOURNAMENT_CSV = path.resolve('tests/fixtures/tournament-organizers.csv');
/**
 * The shop link each offer carries, to find the e-mail in the mail files. (Not the unsubscribe link: mail.ts cuts the
 * text part at its first line starting with "--", which is the signature line above that link.)
 */
const VIP_LINK = '/wholesale';
const TOURNAMENT_LINK = '/custom';

/** Toasts by their markup: while a modal dialog is open, Radix hides the rest of the page from the a11y tree. */
function toast(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications"] li');
}

/** A fresh promo code: a code made by one run with another discount would clash with this one. */
const promoCode = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`.toUpperCase();

/** Waits until the campaign's bar is full and it says Completed. */
async function expectCompleted(progress: Locator, total: number) {
  const bar = progress.getByRole('progressbar', { name: 'Campaign progress' });
  await expect(bar).toHaveAttribute('aria-valuemax', String(total));
  await expect(bar).toHaveAttribute('aria-valuenow', String(total), { timeout: 30_000 });
  await expect(progress.getByRole('status')).toHaveText('Completed');
}

/** The person signs up for the shop's e-mail (the newsletter form's call): a VIP send reaches only those who agreed. */
async function signUp(page: Page, email: string) {
  const res = await page.request.post('/api/newsletter-signup', { data: { email, source: 'popup_15off' } });
  expect(res.status(), await res.text()).toBe(200);
}

async function uploadList(form: Locator, file: string, count: number) {
  await form.getByLabel('CSV file').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload CSV' }).click();
  await expect(toast(form.page())).toContainText('CSV Uploaded');
  await expect(toast(form.page())).toContainText(`${count} contacts ready.`);
  await expect(form.getByText(path.basename(file))).toBeVisible();
}

test.describe.configure({ timeout: 90_000 });

test.describe('VIP email campaigns', () => {
  test('the admin uploads the VIP list and sends it a campaign that runs to the end', async ({ page }) => {
    await useAdminSession(page);
    await gotoHydrated(page, '/admin/vip');
    await expect(page.getByRole('heading', { level: 2, name: 'VIP Email Campaigns' })).toBeVisible();
    await expectAccessible(page);

    for (const name of ['ava.birdie', 'ben.eagle', 'cleo.fairway', 'dev.putter']) {
      await signUp(page, `${name}@example.com`);
    }
    const list = page.getByRole('form', { name: 'VIP customer list' });
    await uploadList(list, VIP_CSV, 4);
    await expect(list.getByTestId('vipList-count')).toHaveText('4');

    const form = page.getByRole('form', { name: 'Send to the VIP list' });
    await expect(form.getByLabel('CSV file name')).toHaveValue('vip-customers.csv');
    await form.getByRole('button', { name: 'Send VIP Campaign' }).click();
    const promo = form.getByLabel('Promo code');
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(promo).toBeFocused();
    await expect(form.getByText(CAMPAIGN_MESSAGES.vipFieldsRequired)).toHaveCount(2);
    await expect(promo).toHaveAccessibleDescription(new RegExp(CAMPAIGN_MESSAGES.vipFieldsRequired));

    const code = promoCode('vip');
    await promo.fill(code.toLowerCase());
    await expect(promo).toHaveValue(code);
    await form.getByLabel('Discount (%)').fill('60');
    await form.getByRole('button', { name: 'Send VIP Campaign' }).click();
    await expect(form.getByLabel('Discount (%)')).toHaveAccessibleDescription(
      new RegExp(CAMPAIGN_MESSAGES.discountRange.replace(/[.]/g, '\\.')),
    );
    await expectAccessible(page);

    await form.getByLabel('Discount (%)').fill('20');
    await form.getByLabel('Give each customer their own single-use code').check();
    const started = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/vip-campaign');
    await form.getByRole('button', { name: 'Send VIP Campaign' }).click();
    const response = await started;
    expect(response.status(), await response.text()).toBe(202);
    expect(response.request().postDataJSON()).toEqual({
      csvFileName: 'vip-customers.csv',
      promoCode: code,
      discountPercent: 20,
      uniqueCodes: true,
      oneOffToCustomers: false,
    });
    const { campaign } = (await response.json()) as { campaign: { id: number; subject: string } };

    const progress = page.getByRole('region', { name: `VIP campaign: ${campaign.subject}` });
    await expectCompleted(progress, 4);
    await expect(toast(page)).toContainText('Campaign Completed');
    await expect(toast(page)).toContainText('Sent 4 emails. 0 failed, 0 skipped.');
    expect(await mailedLinks('ava.birdie@example.com', VIP_LINK)).not.toHaveLength(0);

    // The list below names it once (the progress above shows it), with its code.
    const listed = page.getByRole('list', { name: 'VIP campaigns' });
    await expect(listed.getByText(`Code ${code}`)).toBeVisible();
    await expectAccessible(page);
  });

  test('the admin sends one VIP offer, and a test that goes to their own address only', async ({
    page,
    allowFailedRequest,
  }) => {
    const email = `vip_${randomBytes(4).toString('hex')}@example.com`;
    const code = promoCode('ONE');
    await useAdminSession(page);
    await signUp(page, email);
    await gotoHydrated(page, '/admin/vip');

    const single = page.getByRole('form', { name: 'Send to one customer' });
    await single.getByRole('button', { name: 'Send VIP Email' }).click();
    await expect(single.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await single.getByLabel('Email').fill(email);
    await single.getByLabel('Name').fill('Riley Ace');
    await single.getByLabel('Promo code').fill(code);
    await single.getByLabel('Discount (%)').fill('15');
    await single.getByRole('button', { name: 'Send VIP Email' }).click();
    await expect(toast(page)).toContainText('Email Sent');
    await expect(toast(page)).toContainText(`The VIP offer is on its way to ${email}.`);
    await expect(single.getByLabel('Email')).toHaveValue('');
    // The shop's link, tagged so the visit counts as this campaign's click (first-party analytics); the newsletter's
    // welcome e-mail has an untagged one too.
    await newestLink(email, VIP_LINK, 2);
    expect(await mailedLinks(email, VIP_LINK)).toContainEqual(
      expect.stringMatching(/^\/wholesale\?utm_source=email&utm_medium=email&utm_campaign=campaign-\d+$/),
    );

    // An address taken off every campaign is refused, in the server's words.
    const excluded = `vip_${randomBytes(4).toString('hex')}@example.com`;
    const suppression = await page.request.post('/api/admin/suppressions', { data: { email: excluded } });
    expect(suppression.status(), await suppression.text()).toBe(201);
    allowFailedRequest('/api/vip-email', 409);
    await single.getByLabel('Email').fill(excluded);
    await single.getByRole('button', { name: 'Send VIP Email' }).click();
    await expect(toast(page)).toContainText('Email Failed');
    await expect(toast(page)).toContainText(CAMPAIGN_MESSAGES.suppressed);
    await expect(single.getByLabel('Email')).toHaveValue(excluded);

    const form = page.getByRole('form', { name: 'Send to the VIP list' });
    const testButton = form.getByRole('button', { name: 'Send test e-mail to me' });
    await expect(testButton).toHaveAccessibleDescription(new RegExp(`only to you \\(${E2E_ADMIN.email}\\)`));
    const before = (await mailedLinks(E2E_ADMIN.email, VIP_LINK)).length;
    await form.getByLabel('Promo code').fill(code);
    await form.getByLabel('Discount (%)').fill('15');
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/test-vip-email');
    await testButton.click();
    expect((await sent).request().postDataJSON()).toEqual({ promoCode: code, discountPercent: 15 });
    await expect(toast(page)).toContainText('Test Sent');
    await expect(toast(page)).toContainText(`A test e-mail is on its way to ${E2E_ADMIN.email}.`);
    await newestLink(E2E_ADMIN.email, VIP_LINK, before + 1);
    await expectAccessible(page);
  });
});

test.describe('tournament organizer outreach', () => {
  test('the admin uploads the organizers, sends the campaign after confirming, exports and views the template', async ({
    page,
  }) => {
    await useAdminSession(page);
    await gotoHydrated(page, '/admin/tournament');
    await expect(page.getByRole('heading', { level: 2, name: 'Tournament Organizer Outreach' })).toBeVisible();
    await expectAccessible(page);

    // Not a CSV file: refused in the browser, nothing sent.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/upload-tournament-csv') uploads.push(request.url());
    });
    const list = page.getByRole('form', { name: 'Tournament organizers' });
    await list.getByLabel('CSV file').setInputFiles({
      name: 'organizers.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Name,Email\nPat,pat@example.com\n'),
    });
    await expect(toast(page)).toContainText('Invalid File');
    await expect(toast(page)).toContainText('Please upload a CSV file.');
    await expect(list.getByLabel('CSV file')).toHaveAttribute('aria-invalid', 'true');
    await list.getByRole('button', { name: 'Upload CSV' }).click();
    expect(uploads).toEqual([]);

    await uploadList(list, TOURNAMENT_CSV, 3);
    await expect(list.getByTestId('tournamentList-count')).toHaveText('3');
    // The fixture's events are all behind today: imported, reported row by row, none on the calendar.
    await expect(page.getByTestId('tournament-upload-report')).toHaveText(
      '3 organizers imported. 0 have an event date on the Tournament Calendar. 3 rows have no usable date and are not on the calendar.',
    );
    await expect(page.getByRole('cell', { name: 'A date in the past' })).toHaveCount(3);

    const form = page.getByRole('form', { name: 'Campaign configuration' });
    await form.getByRole('button', { name: 'Send Tournament Campaign' }).click();
    await expect(form.getByText(CAMPAIGN_MESSAGES.tournamentInvalid)).toHaveCount(3);
    await expect(form.getByLabel('Email subject')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email subject')).toBeFocused();
    await expectAccessible(page);

    const code = promoCode('tour');
    await form.getByLabel('Email subject').fill('Custom pins for your 2026 tournament');
    await form.getByLabel('Promo code').fill(code.toLowerCase());
    await expect(form.getByLabel('Promo code')).toHaveValue(code);
    await form.getByLabel('Discount (%)').fill('0');
    await form.getByRole('button', { name: 'Send Tournament Campaign' }).click();
    await expect(form.getByText(CAMPAIGN_MESSAGES.discountRange)).toBeVisible();
    await form.getByLabel('Discount (%)').fill('15');
    await form.getByRole('button', { name: 'Send Tournament Campaign' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Send the tournament campaign?' });
    await expect(confirm).toContainText(CAMPAIGN_MESSAGES.tournamentConfirm(3));
    await expectAccessible(page);
    const started = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/send-tournament-campaign',
    );
    await confirm.getByRole('button', { name: 'Send Campaign' }).click();
    const response = await started;
    expect(response.status(), await response.text()).toBe(202);
    await expect(confirm).toBeHidden();
    const progress = page.getByRole('region', { name: 'Tournament campaign: Custom pins for your 2026 tournament' });
    await expectCompleted(progress, 3);
    await expect(toast(page)).toContainText('Sent 3 emails. 0 failed, 0 skipped.');
    expect(await mailedLinks('grace.links@example.com', TOURNAMENT_LINK)).not.toHaveLength(0);

    // Export contacts: a CSV file of the list.
    const exportLink = page.getByRole('link', { name: 'Export contacts' });
    const exported = await page.request.get((await exportLink.getAttribute('href')) ?? '');
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers()['content-disposition']).toMatch(/attachment; filename="tournament-contacts-/);
    expect(await exported.text()).toMatch(/Hugo Tee,hugo\.tee@example\.com/);

    // The template opens in a new tab.
    const templateLink = page.getByRole('link', { name: /View email template/ });
    await expect(templateLink).toHaveAttribute('target', '_blank');
    await expect(templateLink).toHaveAttribute('rel', /noopener/);
    const [template] = await Promise.all([page.waitForEvent('popup'), templateLink.click()]);
    await template.waitForLoadState();
    expect(new URL(template.url()).pathname).toBe('/api/tournament-email-template');
    await expect(template.locator('body')).toContainText(/tournament/i);
    await template.close();
    await expectAccessible(page);
  });
});
