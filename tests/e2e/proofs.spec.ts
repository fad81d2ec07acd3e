import { randomBytes } from 'node:crypto';
import { orderNumber } from '../../core/order-numbers';
import { type Locator, type Page } from '@playwright/test';
import { PROOF_MESSAGES } from '../../core/schemas/proofs';
import { densePdf } from '../helpers/dense-pdf';
import { openAdminBrowser } from './admin-session';
import { expectAccessible } from './axe';
import { mailedLinks, newestLink } from './mail';
import { PNG, paidDeposit } from './paid-orders';
import { expect, gotoHydrated, test } from './support';
import { registerByLink } from './registration';

/**
 * Proof approval: the admin uploads a proof, the customer asks for a change from /track-order, the admin
 * sees the comment and uploads a second version, the customer approves it from the e-mailed link and pays the
 * balance through the PayPal stand-in. A wrong link is a 404.
 *
 * Every test fails on a console error or an uncaught exception, except the failed requests it expects.
 */

const PROOF_LINK = '/orders/\\d+/proof';

/** A toast by its text: while the order dialog is open (modal), the toast region is hidden from the role tree. */
function toastText(page: Page, title: string) {
  return page.getByText(title, { exact: true });
}

/** The admin's Proofs panel of the order, in its detail dialog (opened fresh, so it shows the newest answer). */
async function openProofs(admin: Page, email: string, orderId: number): Promise<Locator> {
  await gotoHydrated(admin, '/admin/orders');
  await admin.getByLabel('Search orders').fill(email);
  const card = admin
    .getByRole('article', { name: `Order ${orderNumber('custom', orderId)}`, exact: true })
    .filter({ hasText: 'Custom order' });
  const dialog = admin.getByRole('dialog', {
    name: new RegExp(`Custom order ${orderNumber('custom', orderId)}(?!\\d)`),
  });
  // The list may render again when the search's answer lands: a click on the card it replaced opens nothing.
  await expect(async () => {
    await card.getByRole('button', { name: `Order ${orderNumber('custom', orderId)}`, exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return dialog;
}

async function uploadProof(admin: Page, dialog: Locator, orderId: number, version: number, note: string) {
  const form = dialog.getByRole('form', {
    name: `Upload proof version ${version} of order ${orderNumber('custom', orderId)}`,
  });
  await form
    .getByLabel('Proof file')
    .setInputFiles({ name: `mockup-v${version}.png`, mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Note to the customer').fill(note);
  await form.getByRole('button', { name: 'Upload Proof' }).click();
  await expect(toastText(admin, 'Proof uploaded')).toBeVisible();
  await expect(toastText(admin, 'the customer has been e-mailed a link to approve it.')).toBeVisible();
  await expect(dialog.getByText(`Version ${version} (current)`)).toBeVisible();
}

test.describe('proof approval', () => {
  test('two versions: a change asked on the first, the second approved from the e-mail, then the balance paid', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const suffix = randomBytes(4).toString('hex');
    const account = { username: `proof_${suffix}`, email: `proof_${suffix}@example.com`, password: 'eagle-on-18!' };
    await registerByLink(page, account);
    const { customOrderId: id } = await paidDeposit(page, { name: 'Proof Captain', email: account.email });

    const { admin, problems: adminProblems, close: closeAdmin } = await openAdminBrowser(browser, baseURL);

    // Version 1: the order now awaits approval.
    let dialog = await openProofs(admin, account.email, id);
    await expect(dialog.getByText('No proof uploaded yet.')).toBeVisible();
    await uploadProof(admin, dialog, id, 1, 'First draft: the crest in gold on green.');
    await expect(dialog.getByText('Note: First draft: the crest in gold on green.', { exact: true })).toBeVisible();
    await expect(
      dialog.getByRole('img', { name: `Proof version 1 of order ${orderNumber('custom', id)}` }),
    ).toBeVisible();
    await expectAccessible(admin);

    // The signed-in customer finds it on /track-order and asks for a change (with an image).
    await gotoHydrated(page, '/track-order');
    const card = page.getByRole('article', { name: `Order ${orderNumber('custom', id)}` });
    await card.getByRole('link', { name: 'Review your proof' }).click();
    await expect(page).toHaveURL(`/orders/${id}/proof`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review your proof' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(
      page.getByRole('img', { name: `Proof version 1 for order ${orderNumber('custom', id)}` }),
    ).toBeVisible();
    await expect(page.getByText('First draft: the crest in gold on green.')).toBeVisible();
    await expect(page.getByText('100 pins')).toBeVisible();
    await expect(page.getByText('Individual Bags')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Request Changes' }).click();
    await expect(page.getByText(PROOF_MESSAGES.commentRequired)).toBeVisible();
    await page.getByLabel('What would you like changed?').fill('Please make the flag red.');
    await page.getByLabel('Reference image (optional)').setInputFiles({
      name: 'red-flag.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('button', { name: 'Request Changes' }).click();
    await expect(page.getByText('Changes requested on version 1')).toBeVisible();
    await expect(page.getByText('Please make the flag red.')).toBeVisible();
    await expect(page.getByText(/working on your changes/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The admin sees the comment and its image, and uploads version 2.
    dialog = await openProofs(admin, account.email, id);
    await expect(dialog.getByText('Please make the flag red.', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: "Attachment to the customer's comment on version 1" })).toBeVisible();
    await uploadProof(admin, dialog, id, 2, 'The flag is red now.');

    // The customer opens the newest e-mailed link (a guest's way in) and approves version 2, after the checks.
    const link = await newestLink(account.email, PROOF_LINK, 2);
    expect(link).toMatch(new RegExp(`^/orders/${id}/proof\\?token=`));
    await page.context().clearCookies();
    await gotoHydrated(page, link);
    await expect(page.getByRole('heading', { level: 2, name: 'Version 2' })).toBeVisible();
    await expect(page.getByText('The flag is red now.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Earlier versions' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Proof version 1 for order ${orderNumber('custom', id)}` }),
    ).toBeVisible();
    await expect(page.getByText(/The balance of \$481\.50 is due after you approve your design/)).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(PROOF_MESSAGES.confirmRequired)).toBeVisible();
    await page.getByLabel(PROOF_MESSAGES.confirmLabel).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Design approved')).toBeVisible();
    await expect(page.getByText('You approved version 2 on')).toBeVisible();
    await expect(page.getByText('Approved on version 2')).toBeVisible();
    await expect(page.getByText('Your design is approved, so the balance of $481.50 is now due')).toBeVisible();
    await expectAccessible(page);
    // One e-mail for the approval ("Your design is approved"), with the balance link the page offers.
    const balanceLink = await newestLink(account.email, '/balance-payment/[\\w-]{43}');
    expect(await mailedLinks(account.email, '/balance-payment/[\\w-]{43}')).toEqual([balanceLink]);

    // The admin sees who approved which version, and may reopen instead of uploading.
    dialog = await openProofs(admin, account.email, id);
    await expect(dialog.getByText(new RegExp(`^Approved .+ by ${account.email.replace(/\./g, '\\.')}$`))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await expect(dialog.getByRole('form', { name: /Upload proof version/ })).toHaveCount(0);
    await expectAccessible(admin);
    expect(adminProblems, 'admin console errors').toEqual([]);
    await closeAdmin();

    // Pay Balance Now leads to the balance page; the stand-in approves the payment.
    await page.getByRole('link', { name: 'Pay Balance Now' }).click();
    await expect(page).toHaveURL(new RegExp(`${balanceLink}$`));
    await page.getByRole('button', { name: 'Pay $481.50 with PayPal' }).click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Complete!' })).toBeVisible();
  });

  test('a PDF too detailed to draw is kept without a preview, both sides are told, and shoppers are served', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A guest's order (registrations from one address are rate-limited): the proof page opens by its status link.
    const email = `dense_${randomBytes(4).toString('hex')}@example.com`;
    const { customOrderId: id, statusPath } = await paidDeposit(page, { name: 'Dense Artist', email });
    const token = new URL(statusPath, 'http://shop.test').searchParams.get('token');
    // The owner's spinner stands still: on the test's two cores, a headless browser draws each turn of it in software
    // at a raised priority, which would take the shop's own time (an owner's browser is on their own machine).
    const { admin, problems, close } = await openAdminBrowser(browser, baseURL, { reducedMotion: 'reduce' });

    const dialog = await openProofs(admin, email, id);
    const form = dialog.getByRole('form', { name: `Upload proof version 1 of order ${orderNumber('custom', id)}` });
    await form
      .getByLabel('Proof file')
      .setInputFiles({ name: 'dense.pdf', mimeType: 'application/pdf', buffer: densePdf(300_000) });
    // The shopper has browsed before: the first read after a write to the products (or after the start) builds the
    // catalogue's snapshot and renders the product page afresh, tens of milliseconds of CPU that a busy machine
    // stretches, which is not what this test measures.
    for (const path of ['/api/products', '/product/1']) expect((await page.request.get(path)).status()).toBe(200);
    const drawn = admin.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith(`/api/custom-orders/${id}/proofs`),
    );
    await form.getByRole('button', { name: 'Upload Proof' }).click();
    // While the PDF is drawn (until the upload answers) a shopper browses: the drawing is in a worker thread, so the
    // shop keeps answering at once. The shopper's own browser times each answer (the test's process is busy driving
    // the owner's page). Not after: on the embedded database, the owner's page then reads five lists on the shop's
    // one thread, which can hold a shopper's request as long (PostgreSQL answers them side by side).
    await page.evaluate(() => {
      const shopper = window as typeof window & { shopperMs?: number[]; shopperStop?: boolean; shopperFailed?: string };
      shopper.shopperMs = [];
      void (async () => {
        while (!shopper.shopperStop) {
          for (const path of ['/api/products', '/product/1']) {
            const started = performance.now();
            const answer = await fetch(path, { cache: 'no-store' });
            await answer.arrayBuffer();
            if (answer.status !== 200) shopper.shopperFailed = `${path} answered ${answer.status}`;
            shopper.shopperMs!.push(Math.round(performance.now() - started));
          }
        }
      })();
    });
    expect((await drawn).status()).toBe(201);
    const { shopperMs, shopperFailed } = await page.evaluate(() => {
      const shopper = window as typeof window & { shopperMs?: number[]; shopperStop?: boolean; shopperFailed?: string };
      shopper.shopperStop = true;
      return { shopperMs: shopper.shopperMs!, shopperFailed: shopper.shopperFailed };
    });
    expect(shopperFailed).toBeUndefined();
    expect(shopperMs.length).toBeGreaterThan(0);
    expect(Math.max(...shopperMs), `shopper requests took ${shopperMs.join(', ')} ms`).toBeLessThan(250);
    await expect(
      admin.getByText(/Preview not available: this PDF is too detailed to draw quickly/).first(),
    ).toBeVisible();
    await expect(dialog.getByText('Version 1 (current)')).toBeVisible();
    await expect(dialog.getByText(PROOF_MESSAGES.previewUnavailable, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'dense.pdf' })).toBeVisible();
    await expectAccessible(admin);
    expect(problems).toEqual([]);
    await close();

    await gotoHydrated(page, `/orders/${id}/proof?token=${token}`);
    await expect(page.getByText('Preview not available: open the PDF of version 1')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the PDF of version 1', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('a wrong or missing proof link is a 404 page', async ({ page, allowFailedRequest }) => {
    const { customOrderId: id } = await paidDeposit(page, { name: 'Link Tester', email: 'link.tester@example.com' });
    const wrong = `/orders/${id}/proof?token=${randomBytes(32).toString('base64url')}`;
    allowFailedRequest(`/orders/${id}/proof`, 404);
    expect((await page.request.get(wrong)).status()).toBe(404);
    expect((await page.request.get(`/orders/${id}/proof`)).status()).toBe(404);
    await gotoHydrated(page, wrong);
    await expect(page.getByRole('heading', { level: 1, name: 'Proof not found' })).toBeVisible();
    await expectAccessible(page);
  });
});
