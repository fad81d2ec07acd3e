import { addedToCart, clickFirstEveryTime, emptyCart, slowPhone } from './first-click';
import { expect, test } from './support';

/**
 * A shopper's first click on a slow phone counts, made the moment the button shows, before the page's code has
 * taken over (app/lib/early-input.ts). Forms: first-click-forms.spec.ts.
 */
test.describe('the first click on a shop page counts', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page }) => {
    await slowPhone(page);
  });

  test('Add to Cart on a product page', async ({ page }) => {
    const early = await clickFirstEveryTime(page, {
      url: '/product/1',
      control: (p) => p.getByRole('main').getByRole('button', { name: 'Add to Cart' }),
      effect: (p) => addedToCart(p, 1),
      reset: emptyCart,
    });
    expect(early).toBeGreaterThan(0);
  });

  test('a quick pick, then Add to Cart, on a product page', async ({ page }) => {
    await clickFirstEveryTime(page, {
      url: '/product/1',
      control: (p) => p.getByRole('button', { name: '25 pins' }),
      effect: async (p) => {
        await expect(p.getByRole('button', { name: '25 pins' })).toHaveAttribute('aria-pressed', 'true');
        await expect(p.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('25');
      },
    });
  });

  test('the quantity control on a product page', async ({ page }) => {
    await clickFirstEveryTime(page, {
      url: '/product/1',
      control: (p) => p.getByRole('button', { name: 'Increase quantity' }),
      effect: (p) => expect(p.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2'),
    });
  });

  test('a quantity typed before the code came, then Add to Cart, on a product page', async ({ page }) => {
    await clickFirstEveryTime(page, {
      url: '/product/1',
      before: (p) => p.getByRole('spinbutton', { name: 'Quantity' }).fill('5', { force: true }),
      control: (p) => p.getByRole('main').getByRole('button', { name: 'Add to Cart' }),
      effect: (p) => addedToCart(p, 5),
      reset: emptyCart,
    });
  });

  test('the cart button opens the cart', async ({ page }) => {
    await clickFirstEveryTime(page, {
      url: '/product/1',
      control: (p) => p.getByRole('button', { name: /^Cart, / }),
      effect: (p) => expect(p.getByRole('dialog', { name: /cart/i })).toBeVisible(),
    });
  });

  test('Add to Cart on a card of /wholesale', async ({ page }) => {
    await clickFirstEveryTime(page, {
      url: '/wholesale',
      control: (p) => p.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first(),
      effect: (p) => addedToCart(p, 1),
      reset: emptyCart,
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu button opens the menu', async ({ page }) => {
      await clickFirstEveryTime(page, {
        url: '/product/1',
        control: (p) => p.getByRole('button', { name: 'Menu' }),
        effect: async (p) => {
          await expect(p.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
          await expect(p.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
        },
      });
    });
  });
});
