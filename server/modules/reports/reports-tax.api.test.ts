/**
 * The sales tax report from orders paid through the real checkout (the owner's California rate of 7.25%, shipping not
 * taxed there): a taxed order refunded in part, an order made tax-free by an approved resale certificate, and an
 * order to Oregon, where no rate is set. Their moments are moved back to Q3 2025 afterwards (PayPal stamps the real
 * time), the Oregon one to 23:59 on September 30.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport, TaxReport } from '../../../core/schemas/reports';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { multipart, PDF_BYTES } from '../../../tests/helpers/multipart';
import { CUSTOMER, HARBOUR_TOWN, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { reportOrders } from '../../../tests/helpers/reports';

const harness = paymentHarness();
const { world } = harness;
const { paidOrder, placedAt } = reportOrders(harness);
const client = accountTestClient(() => world.t);
let admin = '';
let buyer = '';

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  world.t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  admin = await signInAdmin(world.t);
  buyer = (await client.register('taxreports', 'tax.reports@example.com')).cookie;
  const rate = await asAdmin('PUT', '/api/admin/tax/rates/US/CA', {
    components: [{ label: 'Sales tax', ratePercent: 7.25 }],
  });
  expect(rate.statusCode, rate.body).toBe(200);

  // July 15: 2 x $11.99 to California, $1.74 tax; $10.00 refunded on August 20.
  const taxed = await paidOrder([[HARBOUR_TOWN, 2]], CUSTOMER);
  await placedAt('orders', taxed.orderId, '2025-07-15T18:00:00.000Z');
  const refund = await asAdmin('POST', `/api/admin/payments/${taxed.paymentId}/refunds`, {
    requestId: randomUUID(),
    amountCents: 1000,
    reason: 'Late delivery',
  });
  expect(refund.statusCode, refund.body).toBe(201);
  await world.t.database.db.execute(sql`update payment_refunds set updated_at = '2025-08-20T12:00:00Z'::timestamptz
    where payment_id = ${taxed.paymentId}`);

  // July 20: the same pins, tax-free under the buyer's approved California resale certificate.
  const form = multipart(
    { kind: 'resale', country: 'US', region: 'CA', number: 'CA-5150', expiresOn: '2099-06-30' },
    { field: 'certificate', filename: 'resale.pdf', contentType: 'application/pdf', bytes: PDF_BYTES },
  );
  const uploaded = await world.t.app.inject({
    method: 'POST',
    url: '/api/account/tax-certificates',
    headers: { cookie: buyer, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const approved = await asAdmin('PUT', `/api/admin/tax/certificates/${uploaded.json().id}/review`, {
    decision: 'approve',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const certified = await paidOrder([[HARBOUR_TOWN, 2]], CUSTOMER, buyer);
  await placedAt('orders', certified.orderId, '2025-07-20T18:00:00.000Z');

  // September 30, 23:59: a Par 3 pin ($7.99) to Oregon, where the shop has no rate.
  const oregon = { ...CUSTOMER, city: 'Portland', state: 'OR', zipCode: '97201' };
  await placedAt('orders', (await paidOrder([[PAR_3, 1]], oregon)).orderId, '2025-09-30T23:59:00.000Z');
});

async function taxReport(query: string): Promise<TaxReport> {
  const res = await asAdmin('GET', `/api/admin/reports/tax?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Sales, taxable, exempt, no rate, tax; refunded sales, taxable, tax; net taxable, net tax. */
const figures = (row: TaxReport['total']) => [
  row.salesCents,
  row.taxableCents,
  row.exemptCents,
  row.untaxedCents,
  row.taxCents,
  row.refundedSalesCents,
  row.refundedTaxableCents,
  row.refundedTaxCents,
  row.netTaxableCents,
  row.netTaxCents,
];

describe('GET /api/admin/reports/tax', () => {
  it('splits each state’s sales into taxable, exempt and no rate, with the tax charged and refunded', async () => {
    const q3 = await taxReport('period=2025-Q3');
    const [quarter] = q3.quarters;
    expect(quarter!.jurisdictions.map((where) => [where.label, ...figures(where)])).toEqual([
      // 2,997 + 2,997 of sales: $23.98 taxed, its shipping and the certified order exempt. The $10.00 refund gave
      // back $0.55 of tax (10.00 x 1.74 / 31.71) and $9.45 of sale: $7.56 taxable, $1.89 exempt.
      ['California (US)', 5_994, 2_398, 3_596, 0, 174, 945, 756, 55, 1_642, 119],
      ['Oregon (US)', 1_398, 0, 0, 1_398, 0, 0, 0, 0, 0, 0],
    ]);
    expect(figures(q3.total)).toEqual([7_392, 2_398, 3_596, 1_398, 174, 945, 756, 55, 1_642, 119]);
    // The refund in August, the month it was made; the order of 23:59 on the last day of Q3 in September.
    expect(q3.months.map((month) => [month.label, month.taxCents, month.refundedTaxCents, month.untaxedCents])).toEqual(
      [
        ['July 2025', 174, 0, 0],
        ['August 2025', 0, 55, 0],
        ['September 2025', 0, 0, 1_398],
      ],
    );
    expect((await taxReport('period=2025-Q4')).quarters[0]!.jurisdictions).toEqual([]);
  });

  it('nets the refund in the sales report without its tax', async () => {
    const res = await asAdmin('GET', '/api/admin/reports/sales?period=2025-Q3');
    const sales: SalesReport = res.json();
    expect(sales.months.map((month) => [month.label, month.salesCents, month.refundsCents, month.netCents])).toEqual([
      ['July 2025', 5_994, 0, 5_994],
      ['August 2025', 0, 945, -945],
      ['September 2025', 1_398, 0, 1_398],
    ]);
  });

  it('downloads it as a CSV file, a row per month or quarter and state', async () => {
    const res = await asAdmin('GET', '/api/admin/reports/tax/export?period=2025-Q3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-tax-2025-Q3.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Month or quarter,Period,State or province,Sales (USD),Taxable (USD),Exempt (USD),No rate set (USD),Tax charged (USD),Refunded sales (USD),Refunded taxable (USD),Tax refunded (USD),Net taxable (USD),Net tax (USD)',
    );
    expect(lines).toContain(
      'Quarter,Q3 2025 (July–September),California (US),59.94,23.98,35.96,0.00,1.74,9.45,7.56,0.55,16.42,1.19',
    );
    expect(lines).toContain('Month,August 2025,California (US),0.00,0.00,0.00,0.00,0.00,9.45,7.56,0.55,(7.56),(0.55)');
    expect(lines.at(-1)).toBe(
      'Total,"July 1 – September 30, 2025",All states and provinces,73.92,23.98,35.96,13.98,1.74,9.45,7.56,0.55,16.42,1.19',
    );
  });
});
