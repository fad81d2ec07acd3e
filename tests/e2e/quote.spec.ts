import { type Page } from '@playwright/test';
import { expect, gotoHydrated, gotoHydratedHolding, holdScript, test } from './support';

/**
 * Every test fails on a console error or an uncaught exception, except the failed requests a test
 * expects (`allowFailedRequest(path, status)`): Chromium logs each non-OK response as an error.
 */

/** A 1x1 PNG: the server decides the type by these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function toast(page: Page) {
  return page.getByRole('region', { name: /notifications/i }).getByRole('listitem');
}

/** 'YYYY-MM-DD' of today plus `days` in this machine's (and so the browser's) time zone. */
function localDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function fillRequired(page: Page) {
  await page.getByLabel('Full Name').fill('Ann Lee');
  await page.getByLabel('Email Address').fill('ann.lee@example.com');
  await page.getByLabel('Project Description').fill('Member-guest tournament pins with our club crest.');
}

test.describe('quote request page', () => {
  test('submits a quote with a logo and shows the confirmation', async ({ page }) => {
    await gotoHydrated(page, '/quote');
    await expect(page).toHaveTitle(/Custom Golf Pin Quote Request/);
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Golf Pin Quote Request' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Request a Custom Quote' })).toBeVisible();
    for (const section of ['Contact Information', 'Project Details', 'Logo/Design', 'Additional Notes']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    for (const reason of ['24-Hour Quotes', 'Professional Design', 'Premium Quality']) {
      await expect(page.getByRole('heading', { name: reason })).toBeVisible();
    }

    const quantity = page.getByLabel('Quantity');
    await expect(quantity).toHaveValue('25');
    await expect(quantity).toHaveAccessibleDescription('Minimum order: 25 pins');
    await expect(page.getByLabel('Preferred Size')).toHaveValue('1inch');
    await expect(page.getByLabel('Deadline')).toHaveAttribute('min', localDay(21));

    await fillRequired(page);
    await page.getByLabel('Phone Number').fill('(949) 555-0142');
    await page.getByLabel('Company / Organization').fill('Harbour Town Golf Links');
    await quantity.fill('150');
    await page.getByLabel('Preferred Size').selectOption('1.5inch');
    await page.getByLabel('Deadline').fill(localDay(30));
    await page.getByLabel('Upload your logo or design').setInputFiles({
      name: 'club-crest.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByText('club-crest.png')).toBeVisible();
    await expect(page.getByText('< 0.01 MB')).toBeVisible();
    await page.getByLabel('Anything else we should know?').fill('Navy and gold, please.');

    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/quote-requests');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { status: string; quantity: number; logoUrl: string | null };
    expect(created).toMatchObject({ status: 'pending', quantity: 150, customerName: 'Ann Lee' });
    // The logo went with it and the server kept it.
    expect(created.logoUrl).toMatch(/^\/uploads\/.+\.png$/);

    await expect(page.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeFocused();
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
    await expect(page.getByText('ann.lee@example.com')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Request a Custom Quote' })).toHaveCount(0);
    await expect(toast(page)).toContainText('Quote Request Submitted!');
    await expect(toast(page)).toContainText(
      "We'll review your request and get back to you within 24 hours with a custom quote.",
    );

    await page.getByRole('button', { name: 'Request another quote' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('an empty submit shows each field message at its field', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/quote-requests') posted = true;
    });
    await gotoHydrated(page, '/quote');
    await page.getByLabel('Quantity').fill('0');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();

    const expectations = [
      ['Full Name', 'Name is required'],
      ['Email Address', 'Valid email is required'],
      ['Project Description', 'Please provide more details about your project'],
      ['Quantity', 'Minimum order: 25 pins Quantity must be at least 1'],
    ] as const;
    for (const [label, message] of expectations) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel('Full Name')).toBeFocused();

    // Fixing a field clears its message as it is typed.
    await page.getByLabel('Project Description').fill('Too short');
    await expect(page.getByLabel('Project Description')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Project Description').fill('Long enough to describe the project.');
    await expect(page.getByLabel('Project Description')).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Email Address').fill('not-an-email');
    await expect(page.getByText('Valid email is required')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a deadline under 3 weeks away shows the deadline message', async ({ page }) => {
    await gotoHydrated(page, '/quote');
    await fillRequired(page);
    await page.getByLabel('Deadline').fill(localDay(7));
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    const message = 'Deadline must be at least 3 weeks from today to allow for production time';
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel('Deadline')).toHaveAccessibleDescription(`At least 3 weeks from today ${message}`);

    await page.getByLabel('Deadline').fill(localDay(21));
    await expect(page.getByText(message)).toHaveCount(0);
  });

  test('a file that is not an image is refused before sending', async ({ page }) => {
    await gotoHydrated(page, '/quote');
    const input = page.getByLabel('Upload your logo or design');
    await input.setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(toast(page)).toContainText('Invalid File Type');
    await expect(toast(page)).toContainText('Please upload a PNG, JPG, GIF, or SVG file.');
    await expect(page.getByText('brief.pdf')).toHaveCount(0);
    await expect(input).toHaveValue('');
  });

  test("a logo the server refuses keeps the form and shows the server's reason", async ({
    page,
    allowFailedRequest,
  }) => {
    allowFailedRequest('/api/quote-requests', 415);
    allowFailedRequest('/api/artwork-checks', 415);
    await gotoHydrated(page, '/quote');
    await fillRequired(page);
    // Named and declared as a PNG, but the bytes are HTML: only the server can tell, and its artwork check says so.
    await page.getByLabel('Upload your logo or design').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please upload a PNG, JPG, GIF, or SVG file.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText(
      'Failed to submit quote request. Please upload a PNG, JPG, GIF, or SVG file.',
    );
    await expect(page.getByRole('form', { name: 'Request a Custom Quote' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ann Lee');
    await expect(page.getByRole('button', { name: 'Submit Quote Request' })).toBeEnabled();
  });
});

/**
 * The form's code (react-hook-form and the form) loads after the page (decision 021): until it comes the form is the
 * server's HTML. These hold its chunk back, so what the visitor does happens before it, then let it come.
 */
test.describe('quote form used before its code has come', () => {
  const FORM_CODE = /\/assets\/quote-form-[\w-]+\.js$/;

  /** gotoHydratedHolding on the quote page. */
  async function openHydrated(page: Page): Promise<void> {
    await gotoHydratedHolding(page, '/quote');
  }

  test('keeps what was typed, chosen and attached, and the focused field', async ({ page }) => {
    const { release } = await holdScript(page, FORM_CODE);
    await openHydrated(page);
    await fillRequired(page);
    await page.getByLabel('Quantity').fill('150');
    await page.getByLabel('Preferred Size').selectOption('1.5inch');
    await page.getByLabel('Upload your logo or design').setInputFiles({
      name: 'club-crest.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const notes = page.getByLabel('Anything else we should know?');
    await notes.click();
    await page.keyboard.type('Navy and gold');
    // Only the form's code shows an attached logo: until then the page is still the server's HTML.
    await expect(page.getByText('club-crest.png')).toHaveCount(0);

    const formCode = page.waitForResponse(FORM_CODE);
    release();
    await formCode;
    await expect(page.getByText('club-crest.png')).toBeVisible();
    await expect(notes).toBeFocused();
    await page.keyboard.type(', please.');
    await expect(notes).toHaveValue('Navy and gold, please.');
    await expect(page.getByLabel('Full Name')).toHaveValue('Ann Lee');
    await expect(page.getByLabel('Quantity')).toHaveValue('150');
    await expect(page.getByLabel('Preferred Size')).toHaveValue('1.5inch');

    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/quote-requests');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { logoUrl: string | null };
    expect(created).toMatchObject({ customerName: 'Ann Lee', customerEmail: 'ann.lee@example.com', quantity: 150 });
    expect(created.logoUrl).toMatch(/^\/uploads\/.+\.png$/);
    // The answer leaves out the size and the notes: the request itself shows they were sent.
    const sent = response.request().postDataBuffer()?.toString('latin1') ?? '';
    expect(sent).toContain('name="preferredSize"\r\n\r\n1.5inch\r\n');
    expect(sent).toContain('name="additionalNotes"\r\n\r\nNavy and gold, please.\r\n');
    await expect(page.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeFocused();
  });

  test('a submit before the code comes is sent once it is there, not lost to a reload', async ({ page }) => {
    const { release } = await holdScript(page, FORM_CODE);
    let posts = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/quote-requests') posts += 1;
    });
    await openHydrated(page);
    await fillRequired(page);
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    // The browser did not send the form on its own (a GET to /quote?customerName=... would lose the request).
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByLabel('Full Name')).toHaveValue('Ann Lee');
    expect(posts).toBe(0);

    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/quote-requests');
    release();
    expect((await answered).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeFocused();
    await expect(page.getByText('ann.lee@example.com')).toBeVisible();
    expect(posts).toBe(1);
  });

  test('a visit from another page shows the form with the page', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await page.getByRole('link', { name: 'Get a Custom Quote' }).click();
    await page.waitForURL('/quote');
    // No server HTML on a client-side visit: the form must be there, working, as soon as the page is.
    await expect(page.getByRole('form', { name: 'Request a Custom Quote' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Name is required');
  });
});
