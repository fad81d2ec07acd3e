import { TWO_FACTOR_MESSAGES } from '../../core/schemas/accounts';
import { E2E_ADMIN, enrolledCode, nextCode, signInAsAdmin, useAdminSession } from './admin-session';
import { useCustomerSession } from './customer-session';
import { expect, gotoHydrated, test } from './support';
import { expectAccessible } from './axe';

/**
 * The admin's second factor in the browser: the login page asks for the authenticator code once the
 * password is right, refuses a wrong one, offers a recovery code, and follows ?next= after signing in. Enrolment
 * itself (setup, enable, recovery codes) is covered by server/modules/accounts/two-factor.api.test.ts: the e2e
 * admin is enrolled through ADMIN_TOTP_SECRET.
 */

test.describe('two-factor sign-in', () => {
  test('the password alone is not enough: the code field appears, and a wrong code is refused', async ({
    page,
    allowFailedRequest,
  }) => {
    // Both refusals are 401s by design.
    allowFailedRequest('/api/auth/login', 401);
    await gotoHydrated(page, '/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByText(TWO_FACTOR_MESSAGES.otpRequired)).toBeVisible();
    await expectAccessible(page);

    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await expect(page.getByText(TWO_FACTOR_MESSAGES.otpInvalid)).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recovery = page.getByLabel('Recovery code');
    await expect(recovery).toBeFocused();
    await expect(recovery).toHaveValue('');
    await expectAccessible(page);
  });

  test('the admin signs in with a code and ?next= brings it to /admin/security', async ({ page }) => {
    await gotoHydrated(page, '/admin/security');
    await expect(page).toHaveURL(/\/login\?next=\/admin\/security$/);
    await signInAsAdmin(page);
    await expect(page).toHaveURL('/admin/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up a new authenticator' })).toBeVisible();
    await expect(page.getByLabel('Current code')).toBeVisible();
    await expectAccessible(page);
  });

  test('a new authenticator: current code, QR code and secret, its first code, then the recovery codes once', async ({
    page,
  }) => {
    // For real, on the e2e admin: the new secret is recorded (admin-session.ts) so later sign-ins use it.
    await useAdminSession(page);
    await gotoHydrated(page, '/admin/security');

    await page.getByLabel('Current code').fill(await nextCode());
    await page.getByRole('button', { name: 'Set up a new authenticator' }).click();
    const qr = page.getByRole('img', { name: 'QR code to add this shop to your authenticator app' });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const shown = await page.getByTestId('totp-secret').innerText();
    const secret = shown.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(E2E_ADMIN.totpSecret);
    const code = page.getByLabel('Authentication code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expectAccessible(page);

    await code.fill(enrolledCode(secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByRole('heading', { name: /Save your recovery codes/ })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/ })).toHaveCount(
      10,
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a customer gets a 403 at /admin/security', async ({ page, allowFailedRequest }) => {
    allowFailedRequest('/admin/security', 403);
    await useCustomerSession(page);
    const response = await page.goto('/admin/security');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Admin access required' })).toBeVisible();
  });
});
