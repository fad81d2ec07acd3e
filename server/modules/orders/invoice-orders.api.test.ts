/**
 * NET 30: a signed-in customer orders the cart against an invoice (stock and code taken at once, one order however
 * often the button is pressed); the owner issues the invoice from the order (its lines, shipping and discount add up
 * to the order's total) or cancels it (stock and code use back); paying the invoice by its link shows on the order.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../../core/order-numbers';
import { CREDIT_MESSAGES } from '../../../core/schemas/credit-limits';
import { INVOICE_ORDER_MESSAGES } from '../../../core/schemas/invoice-orders';
import { regularOrderSchema } from '../../../core/schemas/orders';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { AMERICAN_FLAG, CUSTOMER, HARBOUR_TOWN, PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { DISCOUNT_ERRORS } from '../../../core/discounts';
import { discountCodes, manualInvoices, orders, outbox } from '../../db/schema';

const { world, cartWith, approve, capture, stockOf } = paymentHarness();

let client = 0;
/** One request from its own address, as `cookie` (signed in) with the cart `session`. */
function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { cookie?: string; session?: string; payload?: object },
) {
  client += 1;
  return world.t.app.inject({
    method,
    url,
    remoteAddress: `10.7.${Math.floor(client / 250)}.${client % 250}`,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.session ? { 'x-session-id': options.session } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

const people = { buyer: '', admin: '' };
beforeAll(async () => {
  people.buyer = (await accountTestClient(world.t).register('net30buyer', CUSTOMER.email)).cookie;
  people.admin = await signInAdmin(world.t);
});

const REQUEST = { customer: CUSTOMER, companyName: 'Riverside Golf Club', reference: 'PO-7781' };

const requestInvoice = (session: string, body: object = {}, cookie = people.buyer) =>
  send('POST', '/api/orders/invoice-request', { cookie, session, payload: { ...REQUEST, ...body } });

const orderRow = async (id: number) => (await world.t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const usesOf = async (code: string) =>
  (await world.t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.currentUses;
/** The order's e-mails: the customer's, and the owner's notice (which names the order under `about`). */
const mailsFor = async (orderId: number) =>
  (await world.t.database.db.select().from(outbox)).filter(
    (row) =>
      row.payload.orderId === orderId ||
      (row.payload.ownerNotice === 'net30_requested' && (row.payload.about as { id: number }).id === orderId),
  );
const myOrder = async (id: number) => {
  const res = await send('GET', '/api/orders?limit=100', { cookie: people.buyer });
  expect(res.statusCode, res.body).toBe(200);
  const list = (res.json() as { orders: unknown[] }).orders.map((order) => regularOrderSchema.parse(order));
  return list.find((order) => order.id === id)!;
};

describe('POST /api/orders/invoice-request', () => {
  it('refuses a visitor who is not signed in (401), whatever the body', async () => {
    const session = await cartWith([[HARBOUR_TOWN, 2]]);
    expect((await requestInvoice(session, {}, '')).statusCode).toBe(401);
    expect((await send('POST', '/api/orders/invoice-request', { session, payload: {} })).statusCode).toBe(401);
    expect(await world.t.database.db.select().from(orders).where(eq(orders.paymentMethod, 'invoice'))).toHaveLength(0);
  });

  it('asks for the company and the same customer details as the card checkout', async () => {
    const session = await cartWith([[HARBOUR_TOWN, 1]]);
    const noCompany = await requestInvoice(session, { companyName: '  ' });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().message).toContain(INVOICE_ORDER_MESSAGES.companyRequired);
    const noCity = await requestInvoice(session, { customer: { ...CUSTOMER, city: '' } });
    expect(noCity.statusCode).toBe(400);
  });

  it('writes the order awaiting its invoice: stock taken, code counted, cart emptied, both e-mails queued', async () => {
    const session = await cartWith([
      [PAR_3, 10],
      [HARBOUR_TOWN, 2],
    ]);
    const [par3Before, harbourBefore, usesBefore] = [
      await stockOf(PAR_3),
      await stockOf(HARBOUR_TOWN),
      await usesOf('USA'),
    ];
    const res = await requestInvoice(session, { discountCode: 'usa' });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as {
      orderId: number;
      orderNumber: string;
      status: string;
      statusPath: string;
      message: string;
    };
    expect(placed).toMatchObject({ orderNumber: orderNumber('catalogue', placed.orderId), status: 'awaiting_invoice' });
    expect(placed.statusPath).toMatch(new RegExp(`^/orders/${placed.orderId}\\?token=`));

    const row = await orderRow(placed.orderId);
    expect(row).toMatchObject({
      status: 'awaiting_invoice',
      paymentMethod: 'invoice',
      companyName: 'Riverside Golf Club',
      discountCode: 'USA',
      paymentId: null,
      manualInvoiceId: null,
    });
    expect(row.discountAmountCents).toBeGreaterThan(0);
    expect(row.subtotalCents - row.discountAmountCents + row.shippingCents).toBe(row.totalAmountCents);
    const lineSum = row.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
    expect(lineSum).toBe(row.subtotalCents);
    expect(row.items.map((item) => [item.productId, item.quantity, item.listPriceCents])).toEqual([
      [PAR_3, 10, 799],
      [HARBOUR_TOWN, 2, 1199],
    ]);
    expect(await stockOf(PAR_3)).toBe(par3Before - 10);
    expect(await stockOf(HARBOUR_TOWN)).toBe(harbourBefore - 2);
    expect(await usesOf('USA')).toBe(usesBefore + 1);
    expect((await send('GET', '/api/cart', { session })).json()).toEqual([]);

    const mails = await mailsFor(placed.orderId);
    const toCustomer = mails.find((mail) => mail.toAddress === CUSTOMER.email)!;
    expect(toCustomer.textBody).toContain(`We received your order ${placed.orderNumber} on NET 30 terms`);
    // No credit limit is set: the order waits for the owner, and both the page and the e-mail say so.
    expect(placed.message).toBe(CREDIT_MESSAGES.waitingNoLimit);
    expect(toCustomer.textBody).toContain(CREDIT_MESSAGES.waitingNoLimit);
    expect(toCustomer.textBody).toContain(`http://shop.test${placed.statusPath}`);
    const toSales = mails.find((mail) => mail.toAddress !== CUSTOMER.email)!;
    expect(toSales.subject).toContain(placed.orderNumber);
    expect(toSales.textBody).toContain('PO-7781');

    const mine = await myOrder(placed.orderId);
    expect(mine).toMatchObject({ status: 'awaiting_invoice', paymentMethod: 'invoice', invoice: null });
  });

  it('makes one order of a double submit (at once, and again after)', async () => {
    const session = await cartWith([[HARBOUR_TOWN, 3]]);
    const before = await stockOf(HARBOUR_TOWN);
    const [first, second] = await Promise.all([requestInvoice(session), requestInvoice(session)]);
    const third = await requestInvoice(session);
    const ids = [first, second, third].map((res) => {
      expect([200, 201], res.body).toContain(res.statusCode);
      return (res.json() as { orderId: number }).orderId;
    });
    expect(new Set(ids).size).toBe(1);
    expect([first, second, third].filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(await stockOf(HARBOUR_TOWN)).toBe(before - 3);
  });

  it("counts a limited pin against the customer's maximum, as a card checkout does", async () => {
    const first = await requestInvoice(await cartWith([[AMERICAN_FLAG, 3]]));
    expect(first.statusCode, first.body).toBe(201);
    const over = await requestInvoice(await cartWith([[AMERICAN_FLAG, 2]]));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/^Limit of 4 per customer for .+: 3 already ordered with /);
  });

  it("refuses the newsletter's first-order code to a buyer who has ordered before", async () => {
    const session = await cartWith([[HARBOUR_TOWN, 1]]);
    const res = await requestInvoice(session, { discountCode: 'WELCOME15' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(DISCOUNT_ERRORS.firstOrderOnly);
  });

  it('refuses an amount that is not the server total, and an empty cart', async () => {
    const session = await cartWith([[HARBOUR_TOWN, 1]]);
    const wrong = await requestInvoice(session, { amount: 1 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain('does not match your order total');
    const other = await accountTestClient(world.t).register('net30other', 'other-net30@example.com');
    const empty = await requestInvoice(await cartWith([]), {}, other.cookie);
    expect(empty.statusCode).toBe(409);
  });
});

describe('the owner and a NET 30 order', () => {
  async function awaitingOrder(code?: string): Promise<number> {
    const session = await cartWith([
      [PAR_3, 10],
      [HARBOUR_TOWN, 1],
    ]);
    const res = await requestInvoice(session, code ? { discountCode: code } : {});
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { orderId: number }).orderId;
  }

  it('a customer can neither issue nor cancel; status changes wait for the invoice', async () => {
    const id = await awaitingOrder();
    expect((await send('POST', `/api/admin/orders/${id}/invoice`, { cookie: people.buyer })).statusCode).toBe(403);
    expect((await send('POST', `/api/admin/orders/${id}/cancel`, { cookie: people.buyer })).statusCode).toBe(403);
    expect((await send('POST', `/api/admin/orders/${id}/invoice`, {})).statusCode).toBe(401);
    const moved = await send('PUT', `/api/orders/${id}/status`, {
      cookie: people.admin,
      payload: { status: 'shipped' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(INVOICE_ORDER_MESSAGES.awaitingInvoice);
    expect((await orderRow(id)).status).toBe('awaiting_invoice');
  });

  it('issues the invoice: the order lines, shipping and discount at the order total; processing; e-mailed; paid by link', async () => {
    const id = await awaitingOrder('USA');
    const order = await orderRow(id);
    const res = await send('POST', `/api/admin/orders/${id}/invoice`, { cookie: people.admin });
    expect(res.statusCode, res.body).toBe(201);
    const issued = res.json() as { invoiceNumber: string; dueDate: string; total: number };
    expect(issued.total).toBe(order.totalAmountCents / 100);

    const after = await orderRow(id);
    expect(after.status).toBe('processing');
    const [invoice] = await world.t.database.db
      .select()
      .from(manualInvoices)
      .where(eq(manualInvoices.id, after.manualInvoiceId!));
    expect(invoice).toMatchObject({
      invoiceNumber: issued.invoiceNumber,
      customerEmail: CUSTOMER.email,
      customerCompany: 'Riverside Golf Club',
      customerAddress: order.shippingAddress,
      totalCents: order.totalAmountCents,
      terms: 'Net 30',
      status: 'pending',
    });
    expect(invoice!.notes).toContain('PO-7781');
    expect(invoice!.items).toEqual([
      ...order.items.map((item) => ({
        description: item.name,
        quantity: item.quantity,
        unitPriceCents: item.priceCents,
      })),
      { description: 'Shipping', quantity: 1, unitPriceCents: order.shippingCents },
      { description: 'Discount (USA)', quantity: 1, unitPriceCents: -order.discountAmountCents },
    ]);
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect([due, new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10)]).toContain(invoice!.dueDate);

    const mail = (await world.t.database.db.select().from(outbox)).find(
      (row) => (row.payload as Record<string, unknown>).invoiceId === invoice!.id,
    )!;
    expect(mail.toAddress).toBe(CUSTOMER.email);
    const payUrl = /https?:\/\/\S+pay-invoice\S+/.exec(mail.textBody)![0];
    // The invoice names its order and links to the order's own page (a guest's way in).
    const orderLink = new RegExp(`C-${1000 + id}: http://shop.test/orders/${id}\\?token=([\\w-]+)`).exec(mail.textBody);
    expect(orderLink, mail.textBody).not.toBeNull();
    const opened = await world.t.app.inject({ url: `/api/order-status/${id}?token=${orderLink![1]}` });
    expect(opened.json()).toMatchObject({ type: 'regular', order: { id } });

    const shown = await myOrder(id);
    expect(shown.invoice).toEqual({
      invoiceNumber: issued.invoiceNumber,
      status: 'pending',
      dueDate: invoice!.dueDate,
      payPath: payUrl.replace('http://shop.test', ''),
    });
    // A second issue is refused: one invoice per order.
    expect((await send('POST', `/api/admin/orders/${id}/invoice`, { cookie: people.admin })).statusCode).toBe(409);

    // The customer pays by the link (the existing invoice payment); the order shows the invoice paid.
    const link = new URL(payUrl);
    const created = await send('POST', '/api/paypal/order', {
      payload: { purpose: 'invoice', invoiceNumber: issued.invoiceNumber, token: link.searchParams.get('t') },
    });
    expect(created.statusCode, created.body).toBe(201);
    const paypalId = (created.json() as { id: string }).id;
    await approve(paypalId);
    expect((await capture(paypalId)).json()).toMatchObject({ status: 'COMPLETED' });
    expect((await myOrder(id)).invoice).toMatchObject({ invoiceNumber: issued.invoiceNumber, status: 'paid' });

    const history = (
      await send('GET', `/api/admin/audit?entity=orders&entityId=${id}`, { cookie: people.admin })
    ).json().entries;
    expect((history as Array<{ action: string }>).map((row) => row.action)).toEqual([
      'order.invoice_issued',
      'order.net30_approved',
      'order.invoice_requested',
    ]);
    expect((history as Array<{ summary: string }>)[1]!.summary).toMatch(/^Approved the NET 30 order \(\$[\d,.]+\)$/);
  });

  it('cancels: the stock and the code use come back, the customer is told, nothing can be issued after', async () => {
    const [par3, harbour, uses] = [await stockOf(PAR_3), await stockOf(HARBOUR_TOWN), await usesOf('USA')];
    const id = await awaitingOrder('USA');
    expect(await stockOf(PAR_3)).toBe(par3 - 10);
    expect(await usesOf('USA')).toBe(uses + 1);
    const res = await send('POST', `/api/admin/orders/${id}/cancel`, { cookie: people.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(PAR_3)).toBe(par3);
    expect(await stockOf(HARBOUR_TOWN)).toBe(harbour);
    expect(await usesOf('USA')).toBe(uses);
    expect((await orderRow(id)).status).toBe('cancelled');
    expect((await mailsFor(id)).some((mail) => mail.subject.includes('was cancelled'))).toBe(true);
    expect((await send('POST', `/api/admin/orders/${id}/invoice`, { cookie: people.admin })).statusCode).toBe(409);
    expect((await send('POST', `/api/admin/orders/${id}/cancel`, { cookie: people.admin })).statusCode).toBe(409);
  });
});
