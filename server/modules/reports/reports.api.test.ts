/**
 * The accountant's reports, from orders and payments made through the real paths (the cart, PayPal's stand-in, the
 * designer's deposit, the owner's refund from the admin). Their moments are then moved back to 2025 (the order, its
 * payment's capture, the refund), so a quarter's boundary can be tested: PayPal stamps the real time.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  type PaymentsReport,
  type ProductsReport,
  type SalesReport,
} from '../../../core/schemas/reports';
import { PAR_3 } from '../../../tests/helpers/payments';
import { receivablesHarness } from '../../../tests/helpers/receivables';
import { reportOrders } from '../../../tests/helpers/reports';
import { paymentRefunds, payments } from '../../db/schema';

const h = receivablesHarness();
const { paidOrder, placedAt } = reportOrders(h);
const { world } = h;
const db = () => world.t.database.db;

/** The last minute of Q3 2025, the first moment of Q4, mid-August, and the day of the refund. */
const LAST_MINUTE_OF_Q3 = '2025-09-30T23:59:00.000Z';
const FIRST_MOMENT_OF_Q4 = '2025-10-01T00:00:00.000Z';
const MID_AUGUST = '2025-08-10T15:30:00.000Z';
const REFUND_DAY = '2025-10-15T12:00:00.000Z';

const ids = { september: 0, october: 0, custom: 0 };
const captures = { september: '', october: '', deposit: '' };
let refundId = '';

beforeAll(async () => {
  // September 30, 23:59: 2 Par 3 pins ($7.99) and shipping ($5.99) = $21.97, refunded $5.00 on October 15.
  const september = await paidOrder([[PAR_3, 2]]);
  ids.september = september.orderId;
  captures.september = september.captureId;
  await placedAt('orders', september.orderId, LAST_MINUTE_OF_Q3);
  const refund = await h.asAdmin('POST', `/api/admin/payments/${september.paymentId}/refunds`, {
    requestId: randomUUID(),
    amountCents: 500,
    reason: 'One pin arrived scratched',
  });
  expect(refund.statusCode, refund.body).toBe(201);
  await db().execute(sql`update payment_refunds set created_at = ${REFUND_DAY}::timestamptz,
    updated_at = ${REFUND_DAY}::timestamptz where payment_id = ${september.paymentId}`);
  const [row] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, september.paymentId));
  refundId = row!.providerRefundId!;

  // October 1, 00:00: 1 pin and shipping = $13.98.
  const october = await paidOrder([[PAR_3, 1]]);
  ids.october = october.orderId;
  captures.october = october.captureId;
  await placedAt('orders', october.orderId, FIRST_MOMENT_OF_Q4);

  // August 10: 50 silver pins designed on the site, $350.00, its $35.00 deposit paid.
  ids.custom = await h.paidDeposit({ customerName: 'Club Champion', customerEmail: 'champ@reports.example' });
  await placedAt('custom_orders', ids.custom, MID_AUGUST);
  const [deposit] = await db().select().from(payments).where(eq(payments.customOrderId, ids.custom));
  captures.deposit = deposit!.captureId!;
});

async function report<T>(url: string): Promise<T> {
  const res = await h.asAdmin('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

const money = (row: SalesReport['total']) => [
  row.orders,
  row.goodsCents,
  row.discountCents,
  row.shippingCents,
  row.salesCents,
  row.refundsCents,
  row.netCents,
];

describe('GET /api/admin/reports/sales', () => {
  it('puts the order of 23:59 on the last day of Q3 in September, and the refund in the month it was made', async () => {
    const q3 = await report<SalesReport>('/api/admin/reports/sales?period=2025-Q3');
    expect(q3.period).toEqual({
      from: '2025-07-01',
      to: '2025-09-30',
      label: 'July 1 – September 30, 2025',
      slug: '2025-Q3',
    });
    expect(q3.months.map((month) => [month.label, ...money(month)])).toEqual([
      ['July 2025', 0, 0, 0, 0, 0, 0, 0],
      ['August 2025', 1, 35_000, 0, 0, 35_000, 0, 35_000],
      ['September 2025', 1, 1_598, 0, 599, 2_197, 0, 2_197],
    ]);
    expect(q3.quarters.map((quarter) => [quarter.label, ...money(quarter)])).toEqual([
      ['Q3 2025 (July–September)', 2, 36_598, 0, 599, 37_197, 0, 37_197],
    ]);

    const q4 = await report<SalesReport>('/api/admin/reports/sales?period=2025-Q4');
    expect(q4.months.map((month) => [month.label, ...money(month)])).toEqual([
      ['October 2025', 1, 799, 0, 599, 1_398, 500, 898],
      ['November 2025', 0, 0, 0, 0, 0, 0, 0],
      ['December 2025', 0, 0, 0, 0, 0, 0, 0],
    ]);
    expect(money(q4.total)).toEqual([1, 799, 0, 599, 1_398, 500, 898]);
  });

  it('takes two days: the last day of Q3 alone holds only the order of 23:59', async () => {
    const day = await report<SalesReport>('/api/admin/reports/sales?from=2025-09-30&to=2025-09-30');
    expect(day.period.label).toBe('September 30, 2025');
    expect(money(day.total)).toEqual([1, 1_598, 0, 599, 2_197, 0, 2_197]);
    const both = await report<SalesReport>('/api/admin/reports/sales?from=2025-09-30&to=2025-10-01');
    expect(both.quarters.map((quarter) => [quarter.key, quarter.salesCents])).toEqual([
      ['2025-Q3', 2_197],
      ['2025-Q4', 1_398],
    ]);
  });

  it('answers a bad period with the field and what is wrong, never a 500', async () => {
    for (const [query, field, message] of [
      ['period=2025-Q5', 'period', REPORT_MESSAGES.period],
      ['period=Q3', 'period', REPORT_MESSAGES.period],
      ['from=2025-02-30&to=2025-03-01', 'from', REPORT_MESSAGES.day],
      ['from=2025-03-01', 'to', REPORT_MESSAGES.pair],
      ['from=2025-03-02&to=2025-03-01', 'from', REPORT_MESSAGES.order],
      ['from=2020-01-01&to=2025-03-01', 'from', REPORT_MESSAGES.span],
      ['period=2025&from=2025-01-01&to=2025-02-01', 'period', REPORT_MESSAGES.both],
    ]) {
      for (const path of ['sales', 'sales/export', 'products', 'payments/export', 'tax/export']) {
        const res = await h.asAdmin('GET', `/api/admin/reports/${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().issues, `${path}?${query}`).toEqual(
          expect.arrayContaining([expect.objectContaining({ path: `querystring.${field}`, message })]),
        );
      }
    }
    const visitor = await world.t.app.inject({ method: 'GET', url: '/api/admin/reports/sales?period=2025-Q3' });
    expect(visitor.statusCode).toBe(401);
  });

  it('downloads the same figures as a CSV file, in words and dollars', async () => {
    const res = await h.asAdmin('GET', '/api/admin/reports/sales/export?period=2025-Q4');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-2025-Q4.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Month or quarter,Period,Orders placed,Goods (USD),Discounts (USD),Shipping (USD),Sales (USD),Refunds (USD),Net sales (USD)',
    );
    expect(lines).toContain('Month,October 2025,1,7.99,0.00,5.99,13.98,5.00,8.98');
    expect(lines).toContain('Quarter,Q4 2025 (October–December),1,7.99,0.00,5.99,13.98,5.00,8.98');
    expect(lines.at(-1)).toBe('Total,"October 1 – December 31, 2025",1,7.99,0.00,5.99,13.98,5.00,8.98');
  });
});

describe('GET /api/admin/reports/products', () => {
  it('counts pins and sales by product and by kind of order', async () => {
    const got = await report<ProductsReport>('/api/admin/reports/products?period=2025');
    expect(got.products).toEqual([
      { productId: PAR_3, name: expect.stringContaining('Par 3'), quantity: 3, salesCents: 2_397 },
    ]);
    expect(got.kinds.map((kind) => [kind.label, kind.orders, kind.pins, kind.salesCents])).toEqual([
      ['Catalogue orders', 2, 3, 3_595],
      ['Custom pins designed on the site', 1, 50, 35_000],
      ['Custom pins from a quote', 0, 0, 0],
      ['Manual invoices', 0, 0, 0],
    ]);
    const csv = await h.asAdmin('GET', '/api/admin/reports/products/export?period=2025');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="products-2025.csv"');
    expect(csv.body).toContain('Kind of order,Custom pins designed on the site,1,50,350.00,0.00,350.00,');
  });
});

describe('GET /api/admin/reports/payments', () => {
  it("lists each day's captures and refunds with PayPal's ids and the order they were for", async () => {
    const q3 = await report<PaymentsReport>('/api/admin/reports/payments?period=2025-Q3');
    expect(q3.days).toEqual([
      { day: '2025-08-10', receivedCents: 3_500, refundedCents: 0, netCents: 3_500 },
      { day: '2025-09-30', receivedCents: 2_197, refundedCents: 0, netCents: 2_197 },
    ]);
    expect(
      q3.payments.map((payment) => [
        payment.at,
        payment.captureId,
        payment.purpose,
        payment.reference,
        payment.amountCents,
      ]),
    ).toEqual([
      [MID_AUGUST, captures.deposit, 'deposit', `W-${ids.custom + 1000}`, 3_500],
      [LAST_MINUTE_OF_Q3, captures.september, 'cart', `C-${ids.september + 1000}`, 2_197],
    ]);
    expect(q3.refunds).toEqual([]);

    const q4 = await report<PaymentsReport>('/api/admin/reports/payments?period=2025-Q4');
    expect(q4.days).toEqual([
      { day: '2025-10-01', receivedCents: 1_398, refundedCents: 0, netCents: 1_398 },
      { day: '2025-10-15', receivedCents: 0, refundedCents: 500, netCents: -500 },
    ]);
    expect(refundId).toMatch(/\w/);
    expect(q4.refunds).toEqual([
      expect.objectContaining({
        day: '2025-10-15',
        refundId,
        captureId: captures.september,
        reference: `C-${ids.september + 1000}`,
        reason: 'One pin arrived scratched',
        amountCents: 500,
      }),
    ]);
    expect(q4.total).toEqual({ receivedCents: 1_398, refundedCents: 500, netCents: 898 });

    const csv = await h.asAdmin('GET', '/api/admin/reports/payments/export?period=2025-Q4');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payments-2025-Q4.csv"');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`2025-10-01,00:00:00,Payment received,13.98,,${captures.october},`);
    expect(lines[2]).toContain(
      `2025-10-15,12:00:00,Refund,,5.00,${captures.september},${refundId},,Catalogue order,C-`,
    );
  });
});

describe('a refund made at PayPal', () => {
  it('comes off the month it was made in, with no refund id the shop was given', async () => {
    const order = await paidOrder([[PAR_3, 1]]);
    await placedAt('orders', order.orderId, '2024-05-10T09:00:00.000Z');
    await fetch(`${world.standIn.url}/__test/captures/${order.captureId}/refund`, { method: 'POST' });
    const status = async () => (await db().select().from(payments).where(eq(payments.id, order.paymentId)))[0]!.status;
    await expect.poll(status).toBe('refunded');
    await db().execute(sql`update payments set updated_at = '2024-06-02T16:45:00Z'::timestamptz
      where id = ${order.paymentId}`);

    const sales = await report<SalesReport>('/api/admin/reports/sales?period=2024-Q2');
    expect(sales.months.map((month) => [month.label, month.salesCents, month.refundsCents, month.netCents])).toEqual([
      ['April 2024', 0, 0, 0],
      ['May 2024', 1_398, 0, 1_398],
      ['June 2024', 0, 1_398, -1_398],
    ]);
    expect(sales.total.netCents).toBe(0);
    const paid = await report<PaymentsReport>('/api/admin/reports/payments?period=2024-Q2');
    expect(paid.refunds).toEqual([
      expect.objectContaining({
        day: '2024-06-02',
        refundId: null,
        captureId: order.captureId,
        reference: `C-${order.orderId + 1000}`,
        reason: 'refunded at PayPal',
        amountCents: 1_398,
      }),
    ]);
    const csv = await h.asAdmin('GET', '/api/admin/reports/payments/export?period=2024-Q2');
    expect(csv.body).toContain(
      `2024-06-02,16:45:00,Refund,,13.98,${order.captureId},Not given to the shop (refunded at PayPal),`,
    );
    // Refunded in full: not among the products sold.
    expect((await report<ProductsReport>('/api/admin/reports/products?period=2024-Q2')).products).toEqual([]);
  });
});
