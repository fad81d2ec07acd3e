import type { Page } from '@playwright/test';
import { fillCustomer } from './checkout-customer';
import { expect, gotoHydratedHolding, holdScript, test } from './support';
import { newCartSessionId } from './cart-session';

/**
 * Parts of the checkout that are not in its first load (decision 021), held back here to show the page does without them
 * until they come. The customer form's checks (react-hook-form, app/features/checkout/customer-info-form): the page
 * shows a plain form at once and the checked one takes its place when its code is in; nothing typed is lost, the
 * caret stays in its field, and a Continue pressed meanwhile counts. The payment step's options
 * (cart-payment-options): a placeholder says they are loading, then PayPal's button is there. Each test then pays
 * through the PayPal stand-in as usual.
 */

const LIGHTHOUSE_ID = 1;
/** The checked form's chunk and the payment step's (Vite names a chunk after its module). */
const FORM_CODE = /\/assets\/customer-info-form-[\w-]+\.js$/;
const PAYMENT_OPTIONS_CODE = /\/assets\/cart-payment-options-[\w-]+\.js$/;

async function seedCart(page: Page): Promise<void> {
  const sessionId = newCartSessionId();
  await page.addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
  const response = await page.request.post('/api/cart', {
    headers: { 'X-Session-Id': sessionId },
    data: { productId: LIGHTHOUSE_ID, quantity: 2 },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens the checkout and waits for hydration (not for its chunks: one of them is held). */
async function openCheckout(page: Page): Promise<void> {
  await gotoHydratedHolding(page, '/checkout');
  await expect(page.getByLabel('Full name')).toBeVisible();
}

async function payAndApprove(page: Page): Promise<void> {
  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
  await expect(page.getByText('29.97 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  // A guest lands on the order's signed status page, the cart emptied.
  await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
}

test.describe('the customer form before its code is in', () => {
  test('what the visitor typed is kept, the caret stays, and the order is paid', async ({ page }) => {
    await seedCart(page);
    const formCode = await holdScript(page, FORM_CODE);
    await openCheckout(page);
    await formCode.requested;

    await page.getByLabel('Full name').fill('Ada Fairway');
    await page.getByLabel('Email').fill('ada.fairway@example.com');
    await page.getByLabel('Country').selectOption('US');
    const address = page.getByLabel('Address');
    await address.click();
    await page.keyboard.type('1 Clubhouse');
    const plainAddress = await address.elementHandle();

    // The code arrives mid-word: the checked form takes the plain one's place.
    formCode.release();
    await expect.poll(() => plainAddress?.evaluate((element) => element.isConnected)).toBe(false);
    await page.keyboard.type(' Drive');

    await expect(page.getByLabel('Full name')).toHaveValue('Ada Fairway');
    await expect(page.getByLabel('Email')).toHaveValue('ada.fairway@example.com');
    await expect(address).toHaveValue('1 Clubhouse Drive');
    await expect(address).toBeFocused();

    await page.getByLabel('City').fill('Newport Beach');
    await page.getByLabel('State').fill('CA');
    await page.getByLabel('ZIP code').fill('92660');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('1 Clubhouse Drive, Newport Beach, CA 92660')).toBeVisible();
    await payAndApprove(page);
  });

  test('Continue pressed before the code is in counts once it is', async ({ page }) => {
    await seedCart(page);
    const formCode = await holdScript(page, FORM_CODE);
    await openCheckout(page);
    await formCode.requested;

    await fillCustomer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('button', { name: 'Pay with PayPal (test)' })).toHaveCount(0);

    formCode.release();
    await expect(page.getByText('1 Clubhouse Drive, Newport Beach, CA 92660')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
    await payAndApprove(page);
  });
});

test('the payment step says its options are loading until they are in', async ({ page }) => {
  await seedCart(page);
  const options = await holdScript(page, PAYMENT_OPTIONS_CODE);
  await openCheckout(page);
  await options.requested;

  await fillCustomer(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('1 Clubhouse Drive, Newport Beach, CA 92660')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading payment options' })).toBeVisible();

  options.release();
  await expect(page.getByRole('status', { name: 'Loading payment options' })).toHaveCount(0);
  await payAndApprove(page);
});

test.describe('the steps and the summary before their code is in', () => {
  /** The cart checkout's steps and its summary (cart-checkout-steps), fetched alongside the cart. */
  const STEPS_CODE = /\/assets\/cart-checkout-steps-[\w-]+\.js$/;

  test('the skeleton stays until they come, then the buyer pays', async ({ page }) => {
    await seedCart(page);
    const steps = await holdScript(page, STEPS_CODE);
    await gotoHydratedHolding(page, '/checkout');
    await steps.requested;
    await expect(page.getByRole('status', { name: 'Loading checkout' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveCount(0);

    steps.release();
    await fillCustomer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payAndApprove(page);
  });

  test('a failed fetch says so, and Try again brings them', async ({ page, allowFailedRequest }) => {
    await seedCart(page);
    // A deployment in between, say: the first fetch of the code is refused.
    allowFailedRequest(STEPS_CODE, 503);
    let failed = false;
    await page.route(STEPS_CODE, async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 503, body: 'Service Unavailable' });
    });
    await gotoHydratedHolding(page, '/checkout');
    await expect(page.getByRole('alert')).toContainText('Failed to load the checkout');

    await page.getByRole('button', { name: 'Try again' }).click();
    await fillCustomer(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payAndApprove(page);
  });
});
