/**
 * NET 30 orders are taxed like a card checkout: the ship-to's rate on the lines (California 7.25%, shipping not
 * taxed there), the order keeping its tax, the invoice carrying it as its tax line so its total is the order's, a
 * page showing the total before tax refused with 409 and nothing ordered; an approved certificate makes it tax-free.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { CUSTOMER, HARBOUR_TOWN, paymentHarness } from '../../../tests/helpers/payments';
import { uploadCertificate } from '../../../tests/helpers/tax-certificates';
import { manualInvoices, orders } from '../../db/schema';

const { world, cartWith } = paymentHarness();
const people = { buyer: '', exempt: '', admin: '' };
beforeAll(async () => {
  people.admin = await signInAdmin(world.t);
  const client = accountTestClient(world.t);
  people.buyer = (await client.register('net30taxed', CUSTOMER.email)).cookie;
  people.exempt = (await client.register('net30exempt', 'exempt.club@example.com')).cookie;
  const rate = await asAdmin('PUT', '/api/admin/tax/rates/US/CA', {
    components: [{ label: 'Sales tax', ratePercent: 7.25 }],
  });
  expect(rate.statusCode, rate.body).toBe(200);
});

const asAdmin = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  world.t.app.inject({ method, url, headers: { cookie: people.admin }, ...(payload ? { payload } : {}) });
const requestInvoice = (session: string, cookie: string, body: object = {}) =>
  world.t.app.inject({
    method: 'POST',
    url: '/api/orders/invoice-request',
    headers: { cookie, 'x-session-id': session },
    payload: { customer: CUSTOMER, companyName: 'Riverside Golf Club', ...body },
  });
const orderRow = async (id: number) => (await world.t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('sales tax on a NET 30 order', () => {
  it('charges the ship-to’s tax; the invoice carries it and adds up to the order', async () => {
    const session = await cartWith([[HARBOUR_TOWN, 2]]);
    // 2 x $11.99 = $23.98 at 7.25% = $1.74; $5.99 shipping not taxed: $31.71.
    const stale = await requestInvoice(session, people.buyer, { amount: 29.97 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Your total is now $31.71, including $1.74 sales tax for CA. Nothing was charged: please review the new total and pay again.',
    );
    const placed = await requestInvoice(session, people.buyer, { amount: 31.71 });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().orderId as number;
    expect(await orderRow(id)).toMatchObject({
      subtotalCents: 2398,
      shippingCents: 599,
      taxCents: 174,
      taxRegion: 'CA',
      taxableCents: 2398,
      totalAmountCents: 3171,
    });

    const issued = await asAdmin('POST', `/api/admin/orders/${id}/invoice`);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().total).toBe(31.71);
    const [invoice] = await world.t.database.db
      .select()
      .from(manualInvoices)
      .where(eq(manualInvoices.invoiceNumber, issued.json().invoiceNumber));
    expect(invoice).toMatchObject({ subtotalCents: 2997, taxCents: 174, totalCents: 3171 });
    expect(invoice!.notes).toContain('Sales tax (CA 7.25%): $1.74.');
  });

  it('an approved certificate makes the next NET 30 order to that state tax-free', async () => {
    const certificate = await uploadCertificate(world.t, people.exempt, { number: 'CA-3030' });
    const reviewed = await asAdmin('PUT', `/api/admin/tax/certificates/${certificate.id}/review`, {
      decision: 'approve',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const session = await cartWith([[HARBOUR_TOWN, 2]]);
    const placed = await requestInvoice(session, people.exempt, {
      customer: { ...CUSTOMER, email: 'exempt.club@example.com' },
      amount: 29.97,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await orderRow(placed.json().orderId)).toMatchObject({
      taxCents: 0,
      totalAmountCents: 2997,
      taxExemptReason: 'Exempt: resale certificate CA-3030, until 2099-12-31',
    });
  });
});
