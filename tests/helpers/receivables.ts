/**
 * The receivables API tests' world: the payment harness with a clock the test moves on (the payment schedule's
 * "now"), the admin signed in, and the steps that make an order owe money: a deposit paid, the design approved, the
 * balance paid through its link, an invoice sent and paid.
 */
import { beforeAll, expect } from 'vitest';
import { isoDate } from '../../core/dates';
import { signInAdmin } from './admin';
import { prepareCustomOrder, SMALL_SILVER_ORDER } from './custom-orders';
import { invoiceToken } from './pay-links';
import { paymentHarness } from './payments';

const DAY_MS = 86_400_000;

export function receivablesHarness() {
  const clock = { at: Date.now() };
  const harness = paymentHarness({ now: () => new Date(clock.at) });
  const { world, call, approve, capture } = harness;
  let cookie = '';
  let client = 0;
  beforeAll(async () => {
    cookie = await signInAdmin(world.t);
  });

  function asAdmin(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
    client += 1;
    return world.t.app.inject({
      method,
      url,
      remoteAddress: `10.7.${Math.floor(client / 250)}.${client % 250}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  }

  async function pay(body: object): Promise<void> {
    const created = await call('POST', '/api/paypal/order', body);
    expect(created.statusCode, created.body).toBe(201);
    await approve(created.json().id);
    expect((await capture(created.json().id)).json().status).toBe('COMPLETED');
  }

  return {
    ...harness,
    clock,
    /** Today (UTC) plus `days`, as due dates are written. */
    day: (days = 0) => isoDate(new Date(Date.now() + days * DAY_MS)),
    /** The schedule's clock, `days` from the real now (the approval and payment times are real). */
    moveTo: (days: number) => {
      clock.at = Date.now() + days * DAY_MS;
    },
    asAdmin,
    /** A guest's custom order with its deposit paid; `customer` changes the name and address. */
    async paidDeposit(customer: { customerName: string; customerEmail: string }): Promise<number> {
      const { preparedOrderId } = await prepareCustomOrder(world.t.app, { ...SMALL_SILVER_ORDER, ...customer });
      const created = await call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId });
      expect(created.statusCode, created.body).toBe(201);
      await approve(created.json().id);
      return (await capture(created.json().id)).json().customOrderId;
    },
    /** The owner sets the order's status (approved: the balance falls due). */
    async setStatus(id: number, status: string): Promise<void> {
      const res = await asAdmin('PATCH', `/api/custom-orders/${id}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
    },
    /** The customer pays the balance through the link the schedule gives. */
    payBalance: (payUrl: string) =>
      pay({ purpose: 'balance', balanceToken: new URL(payUrl).pathname.split('/').pop() }),
    /** The owner sends an invoice of `dollars` due on `dueDate`. */
    async sendInvoice(
      customer: { customerName: string; customerEmail: string },
      dollars: number,
      dueDate: string,
    ): Promise<{ id: number; invoiceNumber: string }> {
      const res = await asAdmin('POST', '/api/send-invoice', {
        ...customer,
        items: [{ description: 'Tournament pins', quantity: 1, amount: dollars }],
        dueDate,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    async payInvoice(invoiceNumber: string): Promise<void> {
      await pay({ purpose: 'invoice', invoiceNumber, token: await invoiceToken(world.t.database.db, invoiceNumber) });
    },
  };
}
