/**
 * The owner's receivables: what is owed by customer and by age in days past due (current, 1-30, 31-60, 61-90, over
 * 90), with totals, each line linking to its order, and the same as a CSV file. The test moves the schedule's clock.
 */
import { describe, expect, it } from 'vitest';
import type { ReceivablesReport } from '../../../core/schemas/receivables';
import { receivablesHarness } from '../../../tests/helpers/receivables';

const h = receivablesHarness();

const CLUB = { customerName: 'Oakmont Club', customerEmail: 'treasurer@aging.example' };
const SHOP = { customerName: 'Dunes Pro Shop', customerEmail: 'buyer@aging.example' };

async function report(): Promise<ReceivablesReport> {
  const res = await h.asAdmin('GET', '/api/admin/receivables');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const customer = (got: ReceivablesReport, email: string) => got.customers.find((c) => c.customerEmail === email);

describe('GET /api/admin/receivables', () => {
  it("moves a balance through every bucket as the days go by, and leaves it once it's paid", async () => {
    h.moveTo(0);
    const id = await h.paidDeposit(CLUB);
    // Waiting for the design's approval: not owed yet.
    expect(customer(await report(), CLUB.customerEmail)).toBeUndefined();
    await h.setStatus(id, 'approved');
    const seen: Array<[number, string, number]> = [];
    for (const days of [0, 1, 30, 31, 60, 61, 90, 91]) {
      h.moveTo(days);
      const line = customer(await report(), CLUB.customerEmail)!.lines[0]!;
      seen.push([days, line.bucket, line.daysPastDue]);
      expect(line).toMatchObject({
        key: `balance:${id}`,
        reference: `W-${id + 1000}`,
        amountCents: 31500,
        adminPath: `/admin/orders/W-${id + 1000}`,
      });
    }
    expect(seen).toEqual([
      [0, 'current', 0],
      [1, '1-30', 1],
      [30, '1-30', 30],
      [31, '31-60', 31],
      [60, '31-60', 60],
      [61, '61-90', 61],
      [90, '61-90', 90],
      [91, 'over-90', 91],
    ]);

    h.moveTo(0);
    const [, balance] = await h.world.t.app.services.receivables.orderSchedule({ kind: 'custom-order', id });
    await h.payBalance(balance!.payUrl!);
    h.moveTo(91);
    expect(customer(await report(), CLUB.customerEmail)).toBeUndefined();
  });

  it('totals each customer and the shop by bucket; the most owed first; invoices not due yet count as current', async () => {
    h.moveTo(0);
    const id = await h.paidDeposit(SHOP);
    await h.setStatus(id, 'approved');
    const invoices = [];
    for (const [dollars, dueIn] of [
      [100, 10],
      [200, 40],
      [300, 70],
      [400, 100],
      [500, 120],
    ] as const) {
      invoices.push(await h.sendInvoice(SHOP, dollars, h.day(dueIn)));
    }
    const small = await h.sendInvoice(CLUB, 25, h.day(100));
    h.moveTo(100);
    const got = await report();
    expect(got.asOf).toBe(h.day(100));
    const shop = customer(got, SHOP.customerEmail)!;
    expect(shop.totals).toEqual({
      current: 40000 + 50000,
      '1-30': 30000,
      '31-60': 20000,
      '61-90': 10000,
      'over-90': 31500,
      total: 181500,
    });
    // Oldest due date first: the balance (due the day it was approved), then the invoices.
    expect(shop.lines.map((line) => line.reference)).toEqual([
      `W-${id + 1000}`,
      ...invoices.map((invoice) => invoice.invoiceNumber),
    ]);
    expect(shop.lines.map((line) => line.state)).toEqual([
      'overdue',
      'overdue',
      'overdue',
      'overdue',
      'due',
      'scheduled',
    ]);
    expect(shop.lines[1]).toMatchObject({ kind: 'invoice', adminPath: '/admin/invoices', daysPastDue: 90 });
    expect(customer(got, CLUB.customerEmail)!.lines.map((line) => line.reference)).toEqual([small.invoiceNumber]);

    // The shop's totals are its customers' added up, bucket by bucket; the most owed comes first.
    for (const bucket of ['current', '1-30', '31-60', '61-90', 'over-90', 'total'] as const) {
      expect(got.totals[bucket]).toBe(got.customers.reduce((sum, c) => sum + c.totals[bucket], 0));
    }
    const owed = got.customers.map((c) => c.totals.total);
    expect(owed).toEqual([...owed].sort((a, b) => b - a));
    expect(got.customers[0]!.customerEmail).toBe(SHOP.customerEmail);

    // Paid: gone from the report and from its totals.
    await h.payInvoice(invoices[0]!.invoiceNumber);
    const after = customer(await report(), SHOP.customerEmail)!;
    expect(after.totals).toMatchObject({ '61-90': 0, total: 171500 });
  });

  it('exports the report as a CSV file, a row per line, with plain words, dollars and the admin link', async () => {
    h.moveTo(0);
    const who = { customerName: 'Export, "Quoted" Club', customerEmail: 'export@aging.example' };
    const invoice = await h.sendInvoice(who, 1234.5, h.day(5));
    h.moveTo(70);
    const res = await h.asAdmin('GET', '/api/admin/receivables/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receivables-${h.day(70)}.csv"`);
    const rows = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      'Customer,Email,Order or invoice,What for,Due date,Days late,Age,Status,Amount (USD),Admin link',
    );
    expect(rows).toContain(
      `"Export, ""Quoted"" Club",export@aging.example,${invoice.invoiceNumber},Invoice,${h.day(5)},65,61–90 days late,Overdue,1234.50,http://shop.test/admin/invoices`,
    );
    const got = await report();
    expect(rows.filter((row) => row !== '').length - 1).toBe(got.customers.flatMap((c) => c.lines).length);
  });

  it('is for the admin only', async () => {
    for (const url of [
      '/api/admin/receivables',
      '/api/admin/receivables/export',
      '/api/admin/receivables/invoices/1',
    ]) {
      expect((await h.call('GET', url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/admin/receivables/{kind}/{id}', () => {
  it("gives the order's lines with their payments; an unknown kind is the field's message", async () => {
    h.moveTo(0);
    const id = await h.paidDeposit({ ...CLUB, customerEmail: 'view@aging.example' });
    const res = await h.asAdmin('GET', `/api/admin/receivables/custom-orders/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject([
      { kind: 'deposit', state: 'paid', payments: [{ amountCents: 3500, refundedCents: 0 }] },
      { kind: 'balance', state: 'scheduled', dueDate: null },
    ]);
    expect((await h.asAdmin('GET', '/api/admin/receivables/custom-orders/999999')).json()).toEqual([]);
    const bad = await h.asAdmin('GET', `/api/admin/receivables/quotes/${id}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('kind must be custom-orders, orders or invoices');
  });
});
