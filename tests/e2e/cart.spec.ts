import { type Locator, type Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './support';
import { newCartSessionId } from './cart-session';

/**
 * Every test fails on a console error or an uncaught exception, except the failed requests a test
 * expects (`allowFailedRequest(path, status)`): Chromium logs each non-OK response as an error.
 */

const LIGHTHOUSE = { id: 1, name: 'Harbour Town Lighthouse Pin' } as const;
const FREE_PIN = { id: 21, name: 'American Flag Golf Pin' } as const;

/**
 * Gives the page a cart session of its own (the id the app keeps in localStorage under `sessionId`) and
 * fills it through the API, before the page first asks for the cart.
 */
async function seedCart(page: Page, lines: { productId: number; quantity: number }[]) {
  const sessionId = newCartSessionId();
  await page.addInitScript((id) => window.localStorage.setItem('sessionId', id), sessionId);
  for (const line of lines) {
    const response = await page.request.post('/api/cart', { headers: { 'X-Session-Id': sessionId }, data: line });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Cart, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * The toast on screen. While the drawer (a modal dialog) is open, Radix hides the rest of the page, toast region
 * included, from assistive technology; screen readers hear the toast through Radix's own live region instead.
 */
function toast(page: Page) {
  return page
    .getByRole('region', { name: /notifications/i, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
}

function line(drawer: Locator, name: string) {
  return drawer.getByRole('listitem').filter({ has: drawer.page().getByRole('link', { name, exact: true }) });
}

/** The amount of one row of the totals: "Subtotal", "Shipping", "Total", /^Discount/ ... */
function amount(drawer: Locator, label: string | RegExp) {
  const term = typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : label;
  return drawer
    .locator('dl > div')
    .filter({ has: drawer.page().getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');
}

test.describe('cart drawer', () => {
  test('25 pins from the product page get the 20% tier; USA takes 20% off the subtotal', async ({ page }) => {
    await gotoHydrated(page, `/product/${LIGHTHOUSE.id}`);
    await page.getByRole('button', { name: '25 pins' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('25');

    const drawer = await openCart(page);
    await expect(drawer.getByText('25 pins ready for checkout')).toBeVisible();
    const lighthouse = line(drawer, LIGHTHOUSE.name);
    await expect(lighthouse.getByText('$11.99 → $9.59 each (20% off)')).toBeVisible();
    await expect(lighthouse.getByRole('status', { name: `Quantity of ${LIGHTHOUSE.name}` })).toHaveText('25');
    // The tier price is rounded to the cent first: 25 x $9.59 = $239.75, and the rows add up.
    await expect(lighthouse.getByText('$239.75')).toBeVisible();
    await expect(amount(drawer, 'Items at list price')).toHaveText('$299.75');
    await expect(amount(drawer, 'Volume savings')).toHaveText('-$60.00');
    await expect(amount(drawer, 'Subtotal')).toHaveText('$239.75');
    await expect(amount(drawer, 'Shipping')).toHaveText('$5.99');
    await expect(amount(drawer, 'Total')).toHaveText('$245.74');

    const code = drawer.getByRole('textbox', { name: 'Discount code' });
    const apply = drawer.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await code.fill('usa');
    await expect(code).toHaveValue('USA');
    await apply.click();
    await expect(toast(page)).toContainText('Discount Applied');
    await expect(toast(page)).toContainText('You saved $47.95!');
    await expect(drawer.getByRole('button', { name: 'Remove discount code USA' })).toBeFocused();
    await expect(amount(drawer, 'Discount (USA)')).toHaveText('-$47.95');
    await expect(amount(drawer, 'Total')).toHaveText('$197.79');
    await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout?discount=USA');

    // The applied code stays with the drawer while it is closed and opened again.
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await expect(drawer).toBeHidden();
    await openCart(page);
    await expect(amount(drawer, 'Discount (USA)')).toHaveText('-$47.95');

    await drawer.getByRole('button', { name: 'Remove discount code USA' }).click();
    await expect(toast(page)).toContainText('Discount Removed');
    await expect(amount(drawer, /^Discount/)).toHaveCount(0);
    await expect(amount(drawer, 'Total')).toHaveText('$245.74');
    await expect(code).toBeFocused();
    await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  test('a blank code and an unknown code are refused; Enter submits', async ({ page }) => {
    await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]);
    await gotoHydrated(page, '/');
    const drawer = await openCart(page);
    const code = drawer.getByRole('textbox', { name: 'Discount code' });

    await code.press('Enter');
    await expect(toast(page)).toContainText('Please enter a discount code');
    await code.fill('   ');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Please enter a discount code');

    await code.fill('nope');
    await code.press('Enter');
    await expect(toast(page)).toContainText('Invalid Code');
    await expect(toast(page)).toContainText('This discount code is not valid');
    await expect(code).toHaveValue('NOPE');
    await expect(amount(drawer, /^Discount/)).toHaveCount(0);

    await code.fill('summer2024');
    await code.press('Enter');
    await expect(toast(page)).toContainText('This discount code is not valid');
  });

  test('plus and minus change the quantity, the tier and the badge; a code under its minimum is removed', async ({
    page,
  }) => {
    await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 9 }]);
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('cart-count')).toHaveText('9');
    const drawer = await openCart(page);
    const lighthouse = line(drawer, LIGHTHOUSE.name);
    const quantity = lighthouse.getByRole('status', { name: `Quantity of ${LIGHTHOUSE.name}` });
    await expect(lighthouse.getByText('$11.99 each')).toBeVisible();
    await expect(amount(drawer, 'Volume savings')).toHaveCount(0);

    await lighthouse.getByRole('button', { name: `Increase quantity of ${LIGHTHOUSE.name}` }).click();
    await expect(quantity).toHaveText('10');
    await expect(page.getByTestId('cart-count')).toHaveText('10');
    await expect(lighthouse.getByText('$11.99 → $10.79 each (10% off)')).toBeVisible();
    await expect(amount(drawer, 'Volume savings')).toHaveText('-$12.00');

    const decrease = lighthouse.getByRole('button', { name: `Decrease quantity of ${LIGHTHOUSE.name}` });
    await decrease.click();
    await expect(quantity).toHaveText('9');
    await expect(page.getByTestId('cart-count')).toHaveText('9');
    await expect(lighthouse.getByText('$11.99 each')).toBeVisible();

    // SAVE10: $10 off orders of $50 or more. 5 pins are $59.95; 4 are $47.96, under the minimum.
    for (const expected of ['8', '7', '6', '5']) {
      await decrease.click();
      await expect(quantity).toHaveText(expected);
    }
    const code = drawer.getByRole('textbox', { name: 'Discount code' });
    await code.fill('SAVE10');
    await code.press('Enter');
    await expect(amount(drawer, 'Discount (SAVE10)')).toHaveText('-$10.00');
    await expect(amount(drawer, 'Total')).toHaveText('$55.94');

    await decrease.click();
    await expect(quantity).toHaveText('4');
    await expect(toast(page)).toContainText('Discount Removed');
    await expect(toast(page)).toContainText('This code requires a minimum order of $50.00');
    await expect(amount(drawer, /^Discount/)).toHaveCount(0);
    await expect(amount(drawer, 'Total')).toHaveText('$53.95');
    await expect(drawer.getByRole('textbox', { name: 'Discount code' })).toBeVisible();

    // Still there after a reload: every change went to the server.
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('4');
  });

  test('plus stops at the promotional limit of 4', async ({ page }) => {
    await seedCart(page, [{ productId: FREE_PIN.id, quantity: 3 }]);
    await gotoHydrated(page, '/');
    const drawer = await openCart(page);
    const free = line(drawer, FREE_PIN.name);
    await expect(free.getByText('FREE').first()).toBeVisible();
    const increase = free.getByRole('button', { name: `Increase quantity of ${FREE_PIN.name}` });
    await increase.click();
    await expect(free.getByRole('status', { name: `Quantity of ${FREE_PIN.name}` })).toHaveText('4');
    await expect(increase).toBeDisabled();
    // A free pin costs only the shipping.
    await expect(amount(drawer, 'Total')).toHaveText('$5.99');
  });

  test('a refused change shows the server message and keeps the quantity', async ({ page, allowFailedRequest }) => {
    allowFailedRequest(/^\/api\/cart\/\d+$/, 409);
    await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]);
    // The stock can run out between loading the cart and the click; the server has the last word.
    await page.route('**/api/cart/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 409, json: { message: 'Only 2 left in stock' } })
        : route.fallback(),
    );
    await gotoHydrated(page, '/');
    const drawer = await openCart(page);
    const lighthouse = line(drawer, LIGHTHOUSE.name);
    await lighthouse.getByRole('button', { name: `Increase quantity of ${LIGHTHOUSE.name}` }).click();
    await expect(toast(page)).toContainText('Cannot Update Quantity');
    await expect(toast(page)).toContainText('Only 2 left in stock');
    await expect(lighthouse.getByRole('status', { name: `Quantity of ${LIGHTHOUSE.name}` })).toHaveText('2');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  });

  test('minus at 1 removes the line, Remove empties the cart; shipping only with items', async ({ page }) => {
    await seedCart(page, [
      { productId: LIGHTHOUSE.id, quantity: 1 },
      { productId: FREE_PIN.id, quantity: 2 },
    ]);
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    const drawer = await openCart(page);
    await expect(drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
    await expect(amount(drawer, 'Shipping')).toHaveText('$5.99');
    await expect(amount(drawer, 'Total')).toHaveText('$17.98');

    await drawer.getByRole('button', { name: `Decrease quantity of ${LIGHTHOUSE.name}` }).click();
    await expect(toast(page)).toContainText('Item removed from cart');
    await expect(line(drawer, LIGHTHOUSE.name)).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(amount(drawer, 'Total')).toHaveText('$5.99');

    await drawer.getByRole('button', { name: `Remove ${FREE_PIN.name}` }).click();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect(drawer.getByText('Shipping')).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });
});

/** Whether two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast on screen never covers the drawer's footer (Checkout, the code box, the totals). */
async function expectToastClearOfFooter(page: Page, drawer: Locator) {
  await expect(toast(page)).toBeVisible();
  // Measured where everything comes to rest: the drawer slid in, the toast's entrance over.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expect(async () => {
    const shown = await toast(page).boundingBox();
    const footer = await drawer.getByTestId('cart-footer').boundingBox();
    const checkout = await drawer.getByRole('link', { name: 'Checkout' }).boundingBox();
    expect(shown && footer && checkout).toBeTruthy();
    expect(overlaps(shown!, footer!), `toast ${JSON.stringify(shown)} over footer ${JSON.stringify(footer)}`).toBe(
      false,
    );
    expect(overlaps(shown!, checkout!)).toBe(false);
  }).toPass({ timeout: 3000 });
}

test.describe('drawer, toasts and the keyboard', () => {
  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`toasts of apply, remove and change never cover Checkout (${size.name})`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await seedCart(page, [
        { productId: LIGHTHOUSE.id, quantity: 2 },
        { productId: FREE_PIN.id, quantity: 1 },
      ]);
      await gotoHydrated(page, '/');
      const drawer = await openCart(page);
      const code = drawer.getByRole('textbox', { name: 'Discount code' });
      await code.fill('USA');
      await code.press('Enter');
      await expect(toast(page)).toContainText('Discount Applied');
      await expectToastClearOfFooter(page, drawer);

      await drawer.getByRole('button', { name: 'Remove discount code USA' }).click();
      await expect(toast(page)).toContainText('Discount Removed');
      await expectToastClearOfFooter(page, drawer);

      await drawer.getByRole('button', { name: `Remove ${FREE_PIN.name}` }).click();
      await expect(toast(page)).toContainText('Item removed from cart');
      await expectToastClearOfFooter(page, drawer);
      // Still reachable with the mouse: Checkout takes the click.
      await drawer.getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL('/checkout');
    });
  }

  test('one Escape closes the drawer while a toast is shown, even after F8 (the toasts hotkey)', async ({ page }) => {
    await seedCart(page, [{ productId: LIGHTHOUSE.id, quantity: 2 }]);
    await gotoHydrated(page, '/');
    let drawer = await openCart(page);
    const code = drawer.getByRole('textbox', { name: 'Discount code' });
    await code.fill('NOPE');
    await code.press('Enter');
    await expect(toast(page)).toContainText('Invalid Code');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // F8 (the toasts' hotkey) while the drawer is open does not take the focus out of it; Escape still closes it.
    drawer = await openCart(page);
    await drawer.getByRole('button', { name: `Increase quantity of ${LIGHTHOUSE.name}` }).click();
    await expect(drawer.getByRole('status', { name: `Quantity of ${LIGHTHOUSE.name}` })).toHaveText('3');
    await drawer.getByRole('textbox', { name: 'Discount code' }).fill('NOPE');
    await drawer.getByRole('textbox', { name: 'Discount code' }).press('Enter');
    await expect(toast(page)).toContainText('Invalid Code');
    await page.keyboard.press('F8');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: /^Cart, / })).toBeFocused();
  });

  test('the focus stays on the control used and lands on the next line, then on the empty drawer', async ({ page }) => {
    await seedCart(page, [
      { productId: LIGHTHOUSE.id, quantity: 2 },
      { productId: FREE_PIN.id, quantity: 1 },
    ]);
    await gotoHydrated(page, '/');
    const drawer = await openCart(page);
    const increase = drawer.getByRole('button', { name: `Increase quantity of ${LIGHTHOUSE.name}` });
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('status', { name: `Quantity of ${LIGHTHOUSE.name}` })).toHaveText('3');
    await expect(increase).toBeFocused();
    await expect(increase).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('status', { name: `Quantity of ${LIGHTHOUSE.name}` })).toHaveText('4');

    const remove = drawer.getByRole('button', { name: `Remove ${LIGHTHOUSE.name}` });
    // The line's buttons wait (aria-disabled) while its quantity change is with the server.
    await expect(remove).not.toHaveAttribute('aria-disabled');
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(line(drawer, LIGHTHOUSE.name)).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: `Remove ${FREE_PIN.name}` })).toBeFocused();

    await page.keyboard.press('Enter');
    const empty = drawer.getByRole('heading', { name: 'Your cart is empty' });
    await expect(empty).toBeVisible();
    await expect(empty).toBeFocused();
    // The keyboard goes on from there, and one Escape still closes the drawer (a toast is on screen).
    await expect(toast(page)).toContainText('Item removed from cart');
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'Shop Wholesale' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
