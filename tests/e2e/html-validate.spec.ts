import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { invoicePayPath } from '../../server/modules/invoices';
import { orderStatusPath } from '../../server/order-links';
import { ADMIN_SECTIONS, sectionHref } from '../../app/features/admin/admin-sections';
import { useAdminSession } from './admin-session';
import { paidCartOrder, paidDeposit } from './paid-orders';
import { useCustomerSession } from './customer-session';
import { expect, test } from './support';

/**
 * The server-rendered HTML of every page, as a browser or a crawler first receives it, checked by html-validate
 * with the project's .htmlvalidate.mjs (the recommended rules). A failure lists each message with its page, rule
 * and line, so the fix can start from the report.
 */

/** The server's SESSION_SECRET (playwright.config.ts), which signs the pay and order links. */
const SECRET = process.env.E2E_SESSION_SECRET!;

/** The file-system loader finds .htmlvalidate.mjs from the (made-up) file name at the project root. */
const validator = new HtmlValidate(new FileSystemConfigLoader());
const CONFIG_FOR = path.resolve('page.html');

/** A page and the status it answers with: a page that should be there is, so its own markup is what gets checked. */
type PageAndStatus = readonly [url: string, status: number];

/** Every html-validate message on the pages, as `url: rule line:column message (selector)`. */
async function problemsOf(request: APIRequestContext, pages: readonly PageAndStatus[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [url, status] of pages) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(status);
    expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
    const report = await validator.validateString(await response.text(), CONFIG_FOR);
    for (const result of report.results) {
      for (const m of result.messages) {
        problems.push(`${url}: ${m.ruleId} ${m.line}:${m.column} ${m.message} (${m.selector ?? ''})`);
      }
    }
  }
  return problems;
}

/** Pages that answer 200. */
const ok = (...urls: string[]): PageAndStatus[] => urls.map((url) => [url, 200] as const);
/** Pages that answer 404 (their not-found views). */
const notFound = (...urls: string[]): PageAndStatus[] => urls.map((url) => [url, 404] as const);

const PUBLIC_PAGES = [
  ...ok(
    '/',
    '/wholesale',
    '/product/1',
    '/custom',
    '/quote',
    '/login',
    '/login?next=/admin',
    '/register',
    '/forgot-password',
    '/reset-password?token=not-a-real-token',
    '/verify-email?token=not-a-real-token',
    '/track-order',
    '/blog',
    '/blog?category=tips',
    '/blog/harbour-town-lighthouse-hole',
    '/terms',
    '/privacy',
    '/shipping-returns',
    '/checkout',
    '/balance-payment/not-a-real-link',
    '/pay-invoice/INV-999999?amount=250',
    invoicePayPath(SECRET, { id: 1, invoiceNumber: 'INV-100001', totalCents: 25_000 }),
  ),
  ...notFound(
    '/product/999999',
    '/blog/no-such-post',
    '/quote-deposit/not-a-prepared-order',
    '/orders/1?token=not-the-right-token',
    '/orders/1/proof',
    '/no-such-page',
  ),
];

test.describe('html-validate on the server-rendered pages', () => {
  test('the public pages, signed out', async ({ request }) => {
    expect(await problemsOf(request, PUBLIC_PAGES)).toEqual([]);
  });

  test("a signed-in customer's pages and the status pages of real orders", async ({ page }) => {
    test.setTimeout(90_000);
    const account = await useCustomerSession(page);
    const customer = { name: 'Valid Markup', email: account.email };
    const deposit = await paidDeposit(page, customer);
    const orderId = await paidCartOrder(page, customer);
    const pages = [
      ...ok(
        '/',
        '/track-order',
        '/checkout',
        deposit.statusPath,
        deposit.statusPath.replace('?', '/proof?'),
        orderStatusPath(SECRET, 'regular', orderId),
      ),
      ['/admin', 403] as const,
    ];
    expect(await problemsOf(page.request, pages)).toEqual([]);
  });

  test('the packing slip of a real order, with and without prices', async ({ page }) => {
    await useAdminSession(page);
    const { customOrderId } = await paidDeposit(page, { name: 'Valid Slip', email: 'valid-slip@example.com' });
    const slip = `/admin/orders/custom/${customOrderId}/packing-slip`;
    expect(await problemsOf(page.request, ok(slip, `${slip}?prices=1`))).toEqual([]);
  });

  test("the admin's pages, every section", async ({ page }) => {
    await useAdminSession(page);
    const sections = ADMIN_SECTIONS.map((entry) => sectionHref(entry));
    expect(await problemsOf(page.request, ok('/admin', ...sections))).toEqual([]);
  });
});
