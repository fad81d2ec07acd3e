import { type Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './support';

/**
 * The price calculator drawer: every number comes from core in the browser, with no request.
 * Every test fails on a console error or an uncaught exception (support.ts).
 */

function drawer(page: Page) {
  return page.getByRole('dialog', { name: 'Price calculator' });
}

/** One of the four numbers: the definition beside its term. */
function amount(page: Page, term: string) {
  return drawer(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');
}

async function openFrom(page: Page, url: string, opener: string) {
  await gotoHydrated(page, url);
  const button = page.getByRole('button', { name: opener, exact: true });
  await button.click();
  await expect(drawer(page)).toBeVisible();
  return button;
}

async function chooseGoldLargeOnCards(page: Page, quantity: string) {
  const calculator = drawer(page);
  await calculator.getByRole('spinbutton', { name: 'Quantity' }).fill(quantity);
  await calculator.getByRole('radio', { name: 'Gold' }).check();
  await calculator.getByRole('radio', { name: '1.5 inch' }).check();
  await calculator.getByRole('checkbox', { name: 'Backer cards' }).check();
}

test.describe('price calculator drawer', () => {
  test('prices 250 gold 1.5 inch pins on backer cards, closes on Escape and fills the quote form', async ({ page }) => {
    const requests: string[] = [];
    const opener = await openFrom(page, '/quote', 'Estimate your price');
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const calculator = drawer(page);
    await expect(calculator).toHaveAccessibleDescription(/your quote or the designer gives the final price/i);
    await expect(
      calculator.getByText('Estimate only: your quote or the designer gives the final price.'),
    ).toBeVisible();
    await expect(amount(page, 'Price per pin')).toHaveText('$5.00');
    await expect(calculator.getByRole('checkbox', { name: 'Just pins' })).toBeChecked();

    await chooseGoldLargeOnCards(page, '250');
    await expect(calculator.getByRole('radio', { name: 'Gold' })).toHaveAccessibleDescription('+$0.25 per pin');
    await expect(calculator.getByRole('checkbox', { name: 'Just pins' })).not.toBeChecked();
    await expect(calculator.getByText('Estimate for 250 pins')).toBeVisible();
    await expect(amount(page, 'Price per pin')).toHaveText('$4.85');
    await expect(amount(page, 'Total')).toHaveText('$1,212.50');
    await expect(amount(page, 'Deposit (10%)')).toHaveText('$121.25');
    await expect(amount(page, 'Remaining balance')).toHaveText('$1,091.25');

    // The slider follows the box and moves it: one step down is 225 pins, in the 100-249 band ($5.85).
    const slider = calculator.getByRole('slider', { name: 'Quantity slider' });
    await expect(slider).toHaveAttribute('aria-valuetext', '250 pins');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(calculator.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('225');
    await expect(amount(page, 'Price per pin')).toHaveText('$5.85');
    await expect(amount(page, 'Total')).toHaveText('$1,316.25');

    // Something that is not a quantity is refused; the estimate keeps the last one.
    const quantity = calculator.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('0');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription(/Enter a whole number of pins from 1 to 100,000$/);
    await expect(amount(page, 'Total')).toHaveText('$1,316.25');
    await quantity.fill('250');
    await expect(amount(page, 'Total')).toHaveText('$1,212.50');

    await page.keyboard.press('Escape');
    await expect(calculator).toBeHidden();
    await expect(opener).toBeFocused();

    // Reopened, it keeps the choices; its link fills the form already on the page.
    await opener.click();
    await expect(amount(page, 'Price per pin')).toHaveText('$4.85');
    // Priced in the browser: no call of the shop's API (the page-view beacon is the analytics', not the calculator's).
    expect(requests.filter((path) => path.startsWith('/api/') && path !== '/api/analytics/events')).toEqual([]);
    await calculator.getByRole('link', { name: 'Request a quote with these options' }).click();
    await expect(calculator).toBeHidden();
    await expect(page).toHaveURL(/\/quote\?quantity=250&size=1\.5inch&notes=/);
    await expect(page.getByLabel('Quantity')).toHaveValue('250');
    await expect(page.getByLabel('Preferred Size')).toHaveValue('1.5inch');
    const notes = page.getByLabel('Anything else we should know?');
    await expect(notes).toHaveValue(/Gold finish/);
    await expect(notes).toHaveValue(/Backer cards/);

    // A direct visit to the same address (server render, then hydration) fills the form the same way.
    await gotoHydrated(page, page.url());
    await expect(page.getByLabel('Quantity')).toHaveValue('250');
    await expect(page.getByLabel('Preferred Size')).toHaveValue('1.5inch');
  });

  test('"Design it now" from the home page opens the designer with the closest options', async ({ page }) => {
    await openFrom(page, '/', 'Price calculator');
    await chooseGoldLargeOnCards(page, '20');
    await drawer(page).getByRole('checkbox', { name: 'Barcode labels' }).check();
    await expect(amount(page, 'Price per pin')).toHaveText('$7.90');
    await expect(drawer(page).getByText('The designer has no barcode labels: ask for them in a quote.')).toBeVisible();

    await drawer(page).getByRole('link', { name: 'Design it now' }).click();
    // The designer takes the options (20 pins snap to its minimum of 50) and leaves the address clean.
    await expect(page).toHaveURL(/\/custom$/);
    await expect(page.getByRole('slider', { name: 'Number of pins' })).toHaveAttribute('aria-valuetext', '50 pins');
    await expect(page.getByTestId('price-per-pin')).toHaveText('$7.85');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByRole('radio', { name: 'Gold' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '1.5 inch' })).toBeChecked();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByRole('checkbox', { name: 'Backing Cards' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Just Pins' })).not.toBeChecked();
  });

  test('opens from the wholesale call-out; its close button gives focus back', async ({ page }) => {
    await gotoHydrated(page, '/wholesale');
    const callout = page.getByRole('complementary', { name: 'Need custom pins with your logo?' });
    const opener = callout.getByRole('button', { name: 'Price calculator' });
    await opener.click();
    await expect(drawer(page)).toBeVisible();
    await expect(amount(page, 'Total')).toHaveText('$500.00');
    await drawer(page).getByRole('button', { name: 'Close price calculator' }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
