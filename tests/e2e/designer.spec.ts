import { type Page } from '@playwright/test';
import { lastDayToApprove } from '../../core/proof-dates';
import { EVENT_DATE_PAST } from '../../core/schemas/custom-orders';
import { formatDeliveryDate } from '../../app/features/designer/delivery';
import { useCustomerSession } from './customer-session';
import { expect, gotoHydrated, test, watchRouteDiscovery } from './support';
import { CLUB_SHIP_TO, fillShipTo } from './ship-to';

/**
 * Every test fails on a console error or an uncaught exception (a CSP refusal included), except the failed
 * requests a test expects (`allowFailedRequest(path, status)`): Chromium logs each non-OK response as an error.
 */

/** A 1x1 PNG: the server decides the type by these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const DRAFT_KEY = 'pinshop:custom-pin-draft';

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

function stepHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

const next = (page: Page) => page.getByRole('button', { name: 'Next Step' });
const previous = (page: Page) => page.getByRole('button', { name: 'Previous' });

function breakdownRow(page: Page, label: string | RegExp) {
  return page
    .getByTestId('price-breakdown')
    .locator('div')
    .filter({ has: page.getByText(label) });
}

async function uploadDesign(page: Page) {
  await page.getByLabel('Design file').setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('crest.png')).toBeVisible();
}

/** Decodes /checkout?orderData=... as the checkout page will: base64 of UTF-8 JSON. */
function checkoutPayload(url: string): unknown {
  const encoded = new URL(url).searchParams.get('orderData');
  expect(encoded).toBeTruthy();
  return JSON.parse(Buffer.from(encoded!, 'base64').toString('utf8')) as unknown;
}

/** A draft as the designer stores it, to start a test at a later step. */
async function seedDraft(page: Page, draft: Record<string, unknown>) {
  const value = JSON.stringify({
    quantity: 100,
    size: '1inch',
    plating: 'silver',
    packaging: ['just-pins'],
    rushOrder: false,
    customerName: '',
    customerEmail: '',
    promoCode: '',
    appliedDiscount: null,
    currentStep: 1,
    ...draft,
    timestamp: Date.now(),
  });
  await page.addInitScript(([key, stored]) => window.localStorage.setItem(key!, stored!), [DRAFT_KEY, value]);
}

test.describe('custom pin designer', () => {
  test('walks all five steps with packaging rules, rush and promo code USA to the checkout', async ({ page }) => {
    await gotoHydrated(page, '/custom');
    await expect(page).toHaveTitle(/Design Your Custom Golf Pins/);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { offers: { lowPrice: string; highPrice: string; eligibleQuantity: { minValue: number; maxValue: number } } };
    expect(jsonLd.offers).toMatchObject({
      lowPrice: '75.00',
      highPrice: '2400.00',
      eligibleQuantity: { minValue: 25, maxValue: 1000 },
    });

    // Step 1: quantity.
    await expect(stepHeading(page, 'Choose Quantity')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Designer progress' }).getByRole('listitem')).toHaveCount(5);
    await expect(previous(page)).toBeDisabled();
    const slider = page.getByRole('slider', { name: 'Number of pins' });
    // A native range input: its bounds are its min and max, which screen readers announce as the slider's.
    await expect(slider).toHaveAttribute('min', '50');
    await expect(slider).toHaveAttribute('max', '1000');
    await expect(slider).toHaveAttribute('aria-valuetext', '100 pins');
    await expect(page.getByTestId('price-per-pin')).toHaveText('$5.00');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', '50 pins');
    await expect(page.getByTestId('price-per-pin')).toHaveText('$7.00');
    await expect(page.getByTestId('step-total')).toHaveText('$350.00');
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '250 pins');
    await expect(page.getByTestId('price-per-pin')).toHaveText('$4.00');
    await expect(page.getByTestId('step-total')).toHaveText('$1,000.00');
    await expect(page.getByRole('row', { name: /250-499 pins/ })).toHaveAttribute('aria-current', 'true');
    await next(page).click();

    // Step 2: specifications; step 1 now shows a check.
    await expect(stepHeading(page, 'Pin Specifications')).toBeFocused();
    await expect(page.getByRole('listitem').filter({ hasText: 'Choose Quantity (completed)' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '1 inch', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Silver' })).toBeChecked();
    await page.getByRole('radio', { name: 'Gold' }).check();
    await expect(page.getByRole('radio', { name: 'Gold' })).toHaveAccessibleDescription('+$0.25 per pin');
    await next(page).click();

    // Step 3: packaging (just-pins exclusive) and delivery (standard or rush).
    await expect(stepHeading(page, 'Packaging & Delivery')).toBeVisible();
    const justPins = page.getByRole('checkbox', { name: 'Just Pins' });
    const bags = page.getByRole('checkbox', { name: 'Individual Bags' });
    const cards = page.getByRole('checkbox', { name: 'Backing Cards' });
    await expect(justPins).toBeChecked();
    await bags.check();
    await expect(justPins).not.toBeChecked();
    await cards.check();
    await expect(bags).toBeChecked();
    await justPins.check();
    await expect(bags).not.toBeChecked();
    await expect(cards).not.toBeChecked();
    await justPins.click(); // unticking the last option falls back to just-pins
    await expect(justPins).toBeChecked();
    await bags.check();
    await bags.uncheck();
    await expect(justPins).toBeChecked();
    await bags.check();
    await cards.check();

    const standard = page.getByRole('radio', { name: 'Standard Production' });
    const rush = page.getByRole('radio', { name: 'Rush Production' });
    await expect(standard).toBeChecked();
    const standardDate = await page.getByTestId('estimated-delivery').textContent();
    await rush.check();
    await expect(standard).not.toBeChecked();
    await expect(page.getByText('Only 3 spots left this month')).toBeVisible();
    await expect(rush).toHaveAccessibleDescription(/1-2 weeks, design approval within 12 hours/);
    await expect(page.getByTestId('estimated-delivery')).not.toHaveText(standardDate ?? '');
    const rushDate = new Date(`${await page.getByTestId('estimated-delivery').textContent()} 12:00`);
    expect(rushDate < new Date(`${standardDate} 12:00`)).toBe(true);

    // The event date (optional): a past day is refused; a coming one says when to approve the proof (rush: 21 days).
    const eventDate = page.getByLabel('Event date (optional)');
    await eventDate.fill('2020-01-01');
    await expect(page.getByText(EVENT_DATE_PAST)).toBeVisible();
    await expect(next(page)).toBeDisabled();
    const event = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    await eventDate.fill(event);
    await expect(page.getByText(/^Approve your proof by .+ for the pins to arrive in time\.$/)).toContainText(
      formatDeliveryDate(lastDayToApprove(event, true)!),
    );
    await next(page).click();

    // Step 4: Next waits for the file, the name and a valid e-mail.
    await expect(stepHeading(page, 'Upload Design')).toBeVisible();
    await expect(page.getByLabel('Design file')).toHaveAccessibleDescription(
      'Images, PDF or SVG, up to 10MB, 300 DPI or higher',
    );
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('Design file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a design'),
    });
    await expect(toast(page)).toContainText('Invalid File Type');
    await expect(page.getByText('notes.txt')).toHaveCount(0);
    await uploadDesign(page);
    await page.getByLabel('Full Name').fill('Ann Lee');
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('Email Address').fill('ann.lee@');
    await page.getByLabel('Email Address').blur();
    await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('Email Address').fill('ann.lee@example.com');
    // The ship-to address is required: a wrong ZIP code says so beside the field once it is left.
    await expect(next(page)).toBeDisabled();
    await fillShipTo(page);
    await page.getByLabel('ZIP code').fill('9203');
    await page.getByLabel('ZIP code').blur();
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription('Enter a ZIP code like 12345 or 12345-6789');
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('ZIP code').fill('92037');
    await page.getByLabel('Phone').fill('(858) 555-0142');
    await expect(next(page)).toBeEnabled();
    await next(page).click();

    // Step 5: the review, prices from core (250 x $4.45 + $100 rush).
    await expect(stepHeading(page, 'Review & Order')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0);
    await expect(breakdownRow(page, 'Price per pin')).toContainText('$4.45');
    await expect(breakdownRow(page, /^Base price/)).toContainText('$1,112.50');
    await expect(breakdownRow(page, 'Rush fee')).toContainText('$100.00');
    await expect(breakdownRow(page, 'Total')).toContainText('$1,212.50');
    await expect(page.getByTestId('deposit-due')).toHaveText('$121.25');
    await expect(page.getByTestId('remaining-balance')).toHaveText('$1,091.25');
    await expect(page.getByText('crest.png')).toBeVisible();
    await expect(page.getByText('ann.lee@example.com')).toBeVisible();
    await expect(page.getByText('11480 N Torrey Pines Rd')).toBeVisible();
    await expect(page.getByText('La Jolla, CA 92037')).toBeVisible();
    await expect(page.getByText('We e-mail you a digital mockup within 24 hours.')).toBeVisible();

    const promo = page.getByLabel('Promo code');
    const apply = page.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await promo.fill('usa');
    await expect(promo).toHaveValue('USA');
    const validated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/discount-codes/validate');
    await apply.click();
    const validation = await validated;
    // Checked against the total including rush, before the discount.
    expect(validation.request().postDataJSON()).toEqual({ code: 'USA', orderAmount: 1212.5 });
    await expect(toast(page)).toContainText('Promo Code Applied!');
    await expect(toast(page)).toContainText('You saved $242.50 with code USA.');
    await expect(breakdownRow(page, 'Discount (USA)')).toContainText('$242.50');
    await expect(breakdownRow(page, 'Total')).toContainText('$970.00');
    await expect(page.getByTestId('deposit-due')).toHaveText('$97.00');
    await expect(page.getByTestId('remaining-balance')).toHaveText('$873.00');

    const prepared = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/custom-orders/prepare');
    await page.getByRole('button', { name: 'Pay Deposit' }).click();
    const response = await prepared;
    expect(response.status()).toBe(200);
    const serverOrder = (await response.json()) as Record<string, unknown>;
    await page.waitForURL(/\/checkout\?orderData=/);

    const payload = checkoutPayload(page.url());
    expect(payload).toEqual(serverOrder);
    expect(payload).toMatchObject({
      quantity: 250,
      size: '1inch',
      plating: 'gold',
      packaging: 'individual-bags,backing-cards',
      rushOrder: true,
      rushOrderFee: 100,
      pricePerPin: 4.45,
      totalPrice: 970,
      depositAmount: 97,
      remainingBalance: 873,
      customerName: 'Ann Lee',
      customerEmail: 'ann.lee@example.com',
      promoCode: 'USA',
      discountAmount: 242.5,
      logoFileName: 'crest.png',
      eventDate: event,
    });
    expect((payload as { logoUrl: string }).logoUrl).toMatch(/^\/uploads\//);

    // The deposit paid, the draft is gone: back at /custom the designer starts afresh, no step 5, no code.
    // Said in the checklist and again under the summary once it has loaded: either is the page saying it.
    await expect(page.getByText(/The balance of \$873\.00 is due after you approve your design/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
    await page.waitForURL(/\/__paypal\/checkoutnow\?token=/);
    await expect(page.getByText('97.00 USD')).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/orders\/\d+\?token=[\w-]{43}&fromCheckout=true$/);
    const discovery = watchRouteDiscovery(page);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await expect(page.getByRole('link', { name: 'Start a new design' })).toBeVisible();
    await discovery.settled();
    await page.getByRole('link', { name: 'Start a new design' }).click();
    await page.waitForURL('/custom');
    await expect(stepHeading(page, 'Choose Quantity')).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Number of pins' })).not.toHaveAttribute(
      'aria-valuetext',
      '250 pins',
    );
    await expect(toast(page)).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });

  test('a reload midway restores the draft and says so', async ({ page }) => {
    await gotoHydrated(page, '/custom');
    await page.getByRole('button', { name: '500', exact: true }).click();
    await expect(page.getByRole('slider', { name: 'Number of pins' })).toHaveAttribute('aria-valuetext', '500 pins');
    await next(page).click();
    await page.getByRole('radio', { name: 'Black Nickel' }).check();
    await next(page).click();
    await page.getByRole('checkbox', { name: 'Backing Cards' }).check();
    await page.getByRole('radio', { name: 'Rush Production' }).check();

    await page.reload();
    await expect(toast(page)).toContainText('Progress Restored');
    await expect(stepHeading(page, 'Packaging & Delivery')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Backing Cards' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Just Pins' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Rush Production' })).toBeChecked();
    await previous(page).click();
    await expect(page.getByRole('radio', { name: 'Black Nickel' })).toBeChecked();
    await previous(page).click();
    await expect(page.getByRole('slider', { name: 'Number of pins' })).toHaveAttribute('aria-valuetext', '500 pins');
    await expect(previous(page)).toBeDisabled();

    // Back on step 1 the draft says so: a reload restores quietly.
    await page.reload();
    await expect(page.getByRole('slider', { name: 'Number of pins' })).toHaveAttribute('aria-valuetext', '500 pins');
    await expect(toast(page)).toHaveCount(0);
  });

  test('a restored review without its file asks for the missing information', async ({ page }) => {
    await seedDraft(page, {
      quantity: 75,
      customerName: 'Ann Lee',
      customerEmail: 'ann.lee@example.com',
      shipTo: { ...CLUB_SHIP_TO, country: 'US' },
      currentStep: 5,
    });
    let prepareCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/custom-orders/prepare') prepareCalls += 1;
    });
    await gotoHydrated(page, '/custom');
    await expect(toast(page)).toContainText('Progress Restored');
    await expect(stepHeading(page, 'Review & Order')).toBeVisible();
    await expect(page.getByText('please add your design file again')).toBeVisible();

    await page.getByRole('button', { name: 'Pay Deposit' }).click();
    await expect(toast(page)).toContainText('Missing Information');
    await expect(toast(page)).toContainText('Please upload your logo and fill in all contact details.');
    expect(prepareCalls).toBe(0);

    // An unknown promo code is refused with the server's reason and nothing is discounted.
    await page.getByLabel('Promo code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page)).toContainText('Invalid Promo Code');
    await expect(toast(page)).toContainText('This discount code is not valid');
    await expect(page.getByTestId('deposit-due')).toHaveText('$45.00');

    await page.getByRole('button', { name: 'Add design file' }).click();
    await expect(stepHeading(page, 'Upload Design')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ann Lee');
    await expect(next(page)).toBeDisabled();
    await uploadDesign(page);
    await expect(next(page)).toBeEnabled();
  });

  test("a signed-in shopper's first order is celebrated before the checkout", async ({ page }) => {
    // The shared test customer, who has no custom order before this one.
    await useCustomerSession(page);
    await seedDraft(page, {
      customerName: 'Ann Lee',
      customerEmail: 'ann.lee@example.com',
      shipTo: { ...CLUB_SHIP_TO, country: 'US' },
      currentStep: 4,
    });
    await gotoHydrated(page, '/custom');
    await expect(stepHeading(page, 'Upload Design')).toBeVisible();
    await uploadDesign(page);
    await next(page).click();

    const started = Date.now();
    await page.getByRole('button', { name: 'Pay Deposit' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(toast(page)).toContainText('Congratulations on your first custom order!');
    await expect(page.locator('body > canvas')).toHaveCount(1);
    await page.waitForURL(/\/checkout\?orderData=/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(checkoutPayload(page.url())).toMatchObject({ quantity: 100, depositAmount: 50, totalPrice: 500 });
  });
});
