/**
 * A custom order cancelled after its deposit, in the accountant's figures: the deposit kept is a sale in the sales
 * report and, with the tax it carried, in the tax report for the state it was to ship to; a deposit refunded on
 * cancelling nets out in both. The owner's California rate (7.25%), the tax split in proportion, so the deposit
 * carries $2.54 of the order's $25.38.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport, TaxReport } from '../../../core/schemas/reports';
import { signInAdmin } from '../../../tests/helpers/admin';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from '../../../tests/helpers/custom-orders';
import { paymentHarness } from '../../../tests/helpers/payments';

const { world, call, approve, capture } = paymentHarness();
let admin = '';
const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  world.t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

/** A $350.00 order to California with its $37.54 deposit paid, then cancelled (the deposit kept or refunded). */
async function cancelledAfterDeposit(refundDeposit: boolean): Promise<void> {
  const { preparedOrderId } = await prepareCustomOrder(world.t.app, SMALL_SILVER_ORDER);
  const created = await call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId, amount: '37.54' });
  expect(created.statusCode, created.body).toBe(201);
  await approve(created.json().id);
  const done = await capture(created.json().id);
  expect(done.json().status, done.body).toBe('COMPLETED');
  const cancelled = await asAdmin('POST', `/api/admin/custom-orders/${done.json().customOrderId}/cancel`, {
    reason: 'The club called the event off',
    refundDeposit,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
}

/** The quarter's sales (sales report). */
async function salesCents(): Promise<number> {
  const sales: SalesReport = (await asAdmin('GET', `/api/admin/reports/sales?period=${quarter()}`)).json();
  return sales.months.reduce((sum, month) => sum + month.salesCents, 0);
}

const quarter = () => {
  const now = new Date();
  return `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
};

beforeAll(async () => {
  admin = await signInAdmin(world.t);
  const rate = await asAdmin('PUT', '/api/admin/tax/rates/US/CA', {
    components: [{ label: 'Sales tax', ratePercent: 7.25 }],
  });
  expect(rate.statusCode, rate.body).toBe(200);
  expect((await asAdmin('PUT', '/api/admin/tax/split', { split: 'proportional' })).statusCode).toBe(200);
});

describe('a custom order cancelled after its deposit', () => {
  it('counts the deposit it kept, and the tax that deposit carried, for the state it was to ship to', async () => {
    const before = await salesCents();
    await cancelledAfterDeposit(false);
    const res = await asAdmin('GET', `/api/admin/reports/tax?period=${quarter()}`);
    expect(res.statusCode, res.body).toBe(200);
    const report: TaxReport = res.json();
    expect(
      report.quarters[0]!.jurisdictions.map((where) => [
        where.label,
        where.salesCents,
        where.taxableCents,
        where.taxCents,
        where.netTaxCents,
      ]),
    ).toEqual([['California (US)', 3_500, 3_500, 254, 254]]);

    // The demo shop's own orders are in the quarter too: the cancelled order adds its $35.00 kept.
    expect((await salesCents()) - before).toBe(3_500);
  });

  it('nets a deposit refunded on cancelling out of both, its tax with it', async () => {
    await cancelledAfterDeposit(true);
    const report: TaxReport = (await asAdmin('GET', `/api/admin/reports/tax?period=${quarter()}`)).json();
    const [california] = report.quarters[0]!.jurisdictions;
    // The first order's kept $35.00 and $2.54; the second's $35.00 and $2.54 taken and given back.
    expect([
      california!.salesCents,
      california!.taxCents,
      california!.refundedTaxCents,
      california!.netTaxCents,
    ]).toEqual([7_000, 508, 254, 254]);
  });
});
