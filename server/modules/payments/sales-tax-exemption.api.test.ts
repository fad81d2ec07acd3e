/**
 * An approved, unexpired exemption certificate makes the buyer's next order to that state tax-free, and every page
 * says why: the checkout's quote, the order, its e-mail and its receipt. Rejected or for another state, it does not.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { multipart, PDF_BYTES } from '../../../tests/helpers/multipart';
import { CUSTOMER, HARBOUR_TOWN, paymentHarness } from '../../../tests/helpers/payments';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { orders, payments } from '../../db/schema';

const { world, cartWith, approve, capture, mailsWith } = paymentHarness();
const client = accountTestClient(() => world.t);
let admin = '';
let buyer = '';
beforeAll(async () => {
  admin = await signInAdmin(world.t);
  buyer = (await client.register('fairwaypro', 'fairway.pro@example.com')).cookie;
  const rate = await world.t.app.inject({
    method: 'PUT',
    url: '/api/admin/tax/rates/US/CA',
    headers: { cookie: admin },
    payload: { components: [{ label: 'Sales tax', ratePercent: 7.25 }] },
  });
  expect(rate.statusCode).toBe(200);
});

const asBuyer = (url: string, session: string, payload: object) =>
  world.t.app.inject({ method: 'POST', url, headers: { cookie: buyer, 'x-session-id': session }, payload });

async function certificate(region: string, decision: 'approve' | 'reject'): Promise<void> {
  const fields = { kind: 'resale', country: 'US', region, number: `${region}-778`, expiresOn: '2099-06-30' };
  const form = multipart(fields, {
    field: 'certificate',
    filename: 'resale.pdf',
    contentType: 'application/pdf',
    bytes: PDF_BYTES,
  });
  const uploaded = await world.t.app.inject({
    method: 'POST',
    url: '/api/account/tax-certificates',
    headers: { cookie: buyer, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const reviewed = await world.t.app.inject({
    method: 'PUT',
    url: `/api/admin/tax/certificates/${uploaded.json().id}/review`,
    headers: { cookie: admin },
    payload: decision === 'approve' ? { decision } : { decision, reason: 'Unsigned' },
  });
  expect(reviewed.statusCode, reviewed.body).toBe(200);
}

describe('an exemption certificate at the checkout', () => {
  it('rejected, or approved for another state: the buyer still pays the tax', async () => {
    await certificate('CA', 'reject');
    await certificate('NV', 'approve');
    const session = await cartWith([[HARBOUR_TOWN, 2]]);
    const quoted = await asBuyer('/api/checkout/tax-quote', session, { state: 'CA' });
    expect(quoted.json()).toMatchObject({ taxCents: 174, totalCents: 3171, exemptReason: null });
  });

  it('approved: the next order to that state is tax-free and says why, through to the e-mail and the PDF', async () => {
    await certificate('CA', 'approve');
    const session = await cartWith([[HARBOUR_TOWN, 2]]);
    const quoted = await asBuyer('/api/checkout/tax-quote', session, { state: 'CA' });
    expect(quoted.json()).toMatchObject({
      taxCents: 0,
      totalCents: 2997,
      taxLabel: 'Sales tax (exempt)',
      exemptReason: 'Exempt: resale certificate CA-778, until 2099-06-30',
    });
    // A guest with the same address is not exempt: the certificate is the account's.
    const guest = await world.t.app.inject({
      method: 'POST',
      url: '/api/checkout/tax-quote',
      headers: { 'x-session-id': session },
      payload: { state: 'CA' },
    });
    expect(guest.json()).toMatchObject({ taxCents: 174 });

    const created = await asBuyer('/api/paypal/order', session, { customer: CUSTOMER, amount: '29.97' });
    expect(created.statusCode, created.body).toBe(201);
    const unit = world.standIn.state.orders.get(created.json().id)!.purchase_units[0]!;
    expect(unit.amount.value).toBe('29.97');
    expect(unit.amount.breakdown).not.toHaveProperty('tax_total');
    await approve(created.json().id);
    const { orderId } = (await capture(created.json().id)).json();
    const [order] = await world.t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      taxCents: 0,
      taxableCents: 2398,
      taxRegion: 'CA',
      taxExemptReason: 'Exempt: resale certificate CA-778, until 2099-06-30',
    });
    const [mail] = await mailsWith('orderId', orderId);
    expect(mail!.textBody).toMatch(/Sales tax \(exempt\):? *\$0\.00/);
    expect(mail!.textBody).toContain('resale certificate CA-778, until 2099-06-30');
    const [payment] = await world.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, created.json().id));
    const pdf = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/${payment!.id}/receipt/pdf`,
      headers: { cookie: admin },
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Sales tax (exempt)\n$0.00');
    expect(text).toContain('No sales tax: resale certificate CA-778, until 2099-06-30.');
  });
});
