import { type Locator, type Page } from '@playwright/test';
import { openAdminBrowser } from './admin-session';
import { expectAccessible } from './axe';
import { expect, gotoHydrated, test } from './support';

/**
 * First-party analytics: a visitor requests a quote, and the admin's Analytics panel shows the spec's two
 * events (submit_quote_request, quote_request_success) for that day, and the visit in the funnels. The e2e browser
 * is headless Chromium, which says so in its user agent and is therefore not counted (isbot): the visitor here uses
 * an ordinary desktop Chrome user agent.
 */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.use({ userAgent: DESKTOP_CHROME });

/** The count in `column` (1-based, after the row's name) of the Events table's row named `name`, or 0. */
async function eventCount(events: Locator, name: string, column: number): Promise<number> {
  const row = events.getByRole('row').filter({ has: events.page().getByRole('rowheader', { name, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number(
    await row
      .getByRole('cell')
      .nth(column - 1)
      .textContent(),
  );
}

async function showPeriod(admin: Page) {
  await admin.getByRole('button', { name: 'Show' }).click();
}

test('a quote request shows in the admin analytics as the spec events of that day', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { admin, problems: adminProblems, close: closeAdmin } = await openAdminBrowser(browser, baseURL);

  await gotoHydrated(admin, '/admin/analytics');
  const panel = admin.getByRole('region', { name: 'Analytics' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
  const events = panel.getByRole('table', { name: 'Events' });
  await expect(events).toBeVisible();
  const before = {
    submitted: await eventCount(events, 'submit_quote_request', 2),
    succeeded: await eventCount(events, 'quote_request_success', 2),
  };

  // The visitor: lands on the quote page and sends the form; the events go by beacon, batched, a moment later.
  // It arrives from a campaign e-mail's link, which carries UTM tags (server/modules/marketing/campaign-emails.ts).
  await gotoHydrated(page, '/quote?utm_source=email&utm_medium=email&utm_campaign=campaign-e2e');
  await page.getByLabel('Full Name').fill('Ana Lytics');
  await page.getByLabel('Email Address').fill('ana.lytics@example.com');
  await page.getByLabel('Project Description').fill('Club championship pins, two colours.');
  // The events go out in batches of one moment: a slow answer to the form may put the two in separate beacons.
  const beaconBodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/events') beaconBodies.push(request.postData() ?? '');
  });
  const beacon = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/analytics/events' &&
      (response.request().postData() ?? '').includes('quote_request_success'),
  );
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByRole('heading', { name: 'Quote Request Submitted!' })).toBeVisible();
  const sent = await beacon;
  expect(sent.status()).toBe(202);
  expect(beaconBodies.join('\n')).toContain('submit_quote_request');
  expect(await sent.headerValue('set-cookie')).toBeNull();

  // The admin's panel for today (the default period ends today): both events counted once more.
  await expect(async () => {
    await showPeriod(admin);
    await expect(panel.getByText('Loading analytics...')).toHaveCount(0);
    expect(await eventCount(events, 'submit_quote_request', 2)).toBeGreaterThan(before.submitted);
    expect(await eventCount(events, 'quote_request_success', 2)).toBeGreaterThan(before.succeeded);
  }).toPass({ timeout: 20_000 });

  const today = new Date().toISOString().slice(0, 10);
  await panel.getByLabel('From').fill(today);
  await showPeriod(admin);
  // A chart of the day, its numbers one click away.
  await expect(panel.getByRole('img', { name: /visits and \d+ page views over 1 day[,;]/ })).toBeVisible();
  await panel.getByText('Show the numbers by day').click();
  const days = panel.getByRole('table', { name: /Visitors and page views by day/ });
  await expect(days.getByRole('row')).toHaveCount(2);
  const todayRow = days.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: today }) });
  await expect(todayRow.getByRole('cell').first()).not.toHaveText('0');
  await expect(
    panel.getByRole('table', { name: 'Top pages' }).getByRole('rowheader', { name: '/quote' }),
  ).toBeVisible();
  const utm = panel.getByRole('table', { name: 'Campaign links (UTM)' });
  await expect(utm.getByRole('row').filter({ hasText: 'campaign-e2e' })).toContainText('email / email');
  const funnel = panel.getByRole('region', { name: 'Custom pins: visit to balance paid' });
  await expect(funnel.getByRole('listitem').first()).toContainText('Visits');
  // Each step says what it counted ("1 of 2 visitors", "3 payments"), never a rate past 100%.
  await expect(funnel.getByRole('listitem').first()).toContainText(/\d+ visitors?$/);
  await expect(funnel).not.toContainText('%');
  // The campaigns table scrolls inside its own box on a two-column screen, not past its column.
  await admin.setViewportSize({ width: 1100, height: 900 });
  const campaigns = panel.getByRole('table', { name: 'E-mail campaigns' }).locator('xpath=..');
  const grid = campaigns.locator('xpath=..');
  await expect(campaigns).toBeVisible();
  const [box, column] = [await campaigns.boundingBox(), await grid.boundingBox()];
  expect(box!.x + box!.width).toBeLessThanOrEqual(column!.x + column!.width + 1);
  expect(box!.width).toBeLessThan(column!.width / 2 + 1);
  await expect(panel.getByRole('region', { name: 'Catalogue: visit to paid' })).toBeVisible();
  await expectAccessible(admin);

  await closeAdmin();
  expect(adminProblems).toEqual([]);
});
