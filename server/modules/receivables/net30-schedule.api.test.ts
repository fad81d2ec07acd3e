/**
 * A NET 30 catalogue order's schedule: nothing until the owner issues its invoice, then the invoice's line, on the
 * customer's order page (by the order's status link) and in the admin's order view; paid by its link, it reads paid.
 */
import { describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { TEST_LINK_SECRET } from '../../../tests/helpers/pay-links';
import { CUSTOMER, HARBOUR_TOWN } from '../../../tests/helpers/payments';
import { receivablesHarness } from '../../../tests/helpers/receivables';
import { orderAccessToken } from '../../order-links';

const h = receivablesHarness();

describe("a NET 30 order's invoice line", () => {
  it('appears once the invoice is issued, by the status link and in the admin, and reads paid once paid', async () => {
    h.moveTo(0);
    const buyer = (await accountTestClient(h.world.t).register('net30owes', CUSTOMER.email)).cookie;
    const session = await h.cartWith([[HARBOUR_TOWN, 2]]);
    const requested = await h.world.t.app.inject({
      method: 'POST',
      url: '/api/orders/invoice-request',
      headers: { cookie: buyer, 'x-session-id': session },
      payload: { customer: CUSTOMER, companyName: 'Riverside Golf Club', reference: 'PO-1' },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const orderId = (requested.json() as { orderId: number }).orderId;
    const byLink = () =>
      h.call(
        'GET',
        `/api/receivables/orders/${orderId}?token=${orderAccessToken(TEST_LINK_SECRET, 'regular', orderId)}`,
      );
    const adminView = async () => (await h.asAdmin('GET', `/api/admin/receivables/orders/${orderId}`)).json();

    // Awaiting its invoice: nothing scheduled yet.
    expect((await byLink()).json()).toEqual({ lines: [], owedCents: 0 });
    expect(await adminView()).toEqual([]);

    const issued = await h.asAdmin('POST', `/api/admin/orders/${orderId}/invoice`);
    expect(issued.statusCode, issued.body).toBe(201);
    const { invoiceNumber, dueDate, total } = issued.json() as {
      invoiceNumber: string;
      dueDate: string;
      total: number;
    };
    const expected = { kind: 'invoice', reference: invoiceNumber, dueDate, amountCents: Math.round(total * 100) };
    expect((await byLink()).json()).toMatchObject({ owedCents: 0, lines: [{ ...expected, state: 'scheduled' }] });
    expect(await adminView()).toMatchObject([{ ...expected, state: 'scheduled', payments: [] }]);

    h.moveTo(31);
    expect((await byLink()).json()).toMatchObject({
      owedCents: expected.amountCents,
      lines: [{ state: 'overdue' }],
    });

    // In the owner's receivables it links to its order, where the owner works on it.
    const report = (await h.asAdmin('GET', '/api/admin/receivables')).json() as {
      customers: Array<{ lines: Array<{ reference: string; adminPath: string; bucket: string }> }>;
    };
    const line = report.customers.flatMap((c) => c.lines).find((l) => l.reference === invoiceNumber);
    expect(line).toMatchObject({ adminPath: `/admin/orders/C-${orderId + 1000}`, bucket: '1-30' });

    await h.payInvoice(invoiceNumber);
    expect(await adminView()).toMatchObject([
      { state: 'paid', payUrl: null, payments: [{ amountCents: expected.amountCents }] },
    ]);
  });
});
