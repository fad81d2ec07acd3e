/**
 * Export (CSV and JSON downloads, safe to open in a spreadsheet) and Send Email (through the outbox, kept in the
 * order's history) of the admin's Order History.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderSchema, auditRowSchema } from '../../../core/schemas/admin';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { CUSTOMER, insertCustomOrder, insertRegularOrder } from '../../../tests/helpers/order-test-data';

let t: TestApp;
let client: ReturnType<typeof accountTestClient>;
let admin = '';

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  client = accountTestClient(t);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

function send(method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

/** A CSV body's rows and cells (RFC 4180: quoted cells, "" for a quote, CRLF between rows). */
function parseCsv(body: string): string[][] {
  const cells = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n)/gy;
  const rows: string[][] = [];
  let row: string[] = [];
  for (let match = cells.exec(body); match; match = cells.exec(body)) {
    const raw = match[1]!;
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (match[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
    if (cells.lastIndex === body.length) break;
  }
  return rows;
}

describe('export', () => {
  it('a regular order as CSV: a header and one row per line item, formulas defused', async () => {
    const { order } = await insertRegularOrder(t.database.db, {
      customerName: '+Pat, "the" Golfer',
      trackingNumber: '@SUM(1)',
      shippingAddress: '\t=1+1\n2nd line',
    });
    const res = await send('GET', `/api/admin/orders/regular/${order.id}/export?format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="order-regular-${order.id}.csv"`);
    const [header, ...lines] = parseCsv(res.body);
    expect(lines).toHaveLength(2);
    const cell = (line: string[], name: string) => line[header!.indexOf(name)];
    expect(cell(lines[0]!, 'Order')).toBe(String(order.id));
    expect(cell(lines[0]!, 'Order number')).toBe(`C-${1000 + order.id}`);
    expect(cell(lines[0]!, 'Customer')).toBe(`'+Pat, "the" Golfer`);
    expect(cell(lines[0]!, 'Tracking number')).toBe(`'@SUM(1)`);
    expect(cell(lines[0]!, 'Shipping address')).toBe(`'\t=1+1\n2nd line`);
    expect(cell(lines[0]!, 'Total')).toBe('23.98');
    expect([cell(lines[0]!, 'Item'), cell(lines[0]!, 'Quantity'), cell(lines[0]!, 'Line total')]).toEqual([
      'Harbour Town',
      '2',
      '23.98',
    ]);
    expect(cell(lines[1]!, 'Item')).toBe(`'=HYPERLINK("http://evil.example")`);
    // No cell of the file starts with a formula character.
    expect(lines.flat().some((value) => /^[=+\-@\t\r]/.test(value))).toBe(false);
  });

  it('a custom order as CSV (one row of its fields) and as JSON (the admin DTO)', async () => {
    const { order } = await insertCustomOrder(t.database.db, { notes: '-2 pins short', customerPhone: '555-0100' });
    const res = await send('GET', `/api/admin/orders/custom/${order.id}/export?format=csv`);
    const [header, line, ...rest] = parseCsv(res.body);
    expect(rest).toEqual([]);
    const cell = (name: string) => line![header!.indexOf(name)];
    expect([cell('Kind'), cell('Quantity'), cell('Total'), cell('Deposit'), cell('Balance')]).toEqual([
      'custom',
      '100',
      '500.00',
      '50.00',
      '450.00',
    ]);
    expect(cell('Notes')).toBe(`'-2 pins short`);
    expect(cell('Phone')).toBe('555-0100');
    expect(cell('Order number')).toBe(`W-${1000 + order.id}`);

    const json = await send('GET', `/api/admin/orders/custom/${order.id}/export?format=json`);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-disposition']).toBe(`attachment; filename="order-custom-${order.id}.json"`);
    expect(json.json()).toMatchObject({ orderNumber: `W-${1000 + order.id}` });
    const parsed = adminOrderSchema.parse(json.json());
    expect(parsed).toMatchObject({ kind: 'custom', order: { id: order.id, notes: '-2 pins short', totalPrice: 500 } });
  });

  it('404 for an unknown or deleted order, 400 for an unknown format or kind', async () => {
    const { order } = await insertRegularOrder(t.database.db);
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: { cookie: admin } });
    expect((await send('GET', `/api/admin/orders/regular/${order.id}/export?format=json`)).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/orders/custom/999999/export')).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/orders/regular/1/export?format=xlsx')).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/orders/other/1/export')).statusCode).toBe(400);
  });
});

describe('send email', () => {
  it("queues the message to the order's customer, escaped, and keeps it in the order's history", async () => {
    const { order } = await insertCustomOrder(t.database.db);
    const text = 'Your mockup is attached.\n\nReply <b>yes</b> & we start.';
    const res = await send('POST', `/api/admin/orders/custom/${order.id}/email`, { subject: 'Your mockup', text });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: 'Email queued.' });

    const [mail] = (await client.mailTo(CUSTOMER.email)).filter((m) => m.payload.customOrderId === order.id);
    expect(mail!.subject).toBe('Your mockup');
    expect(mail!.textBody).toContain('Your mockup is attached.\n\nReply <b>yes</b> & we start.');
    expect(mail!.htmlBody).toContain('<p style="line-height:1.5">Reply &lt;b&gt;yes&lt;/b&gt; &amp; we start.</p>');
    expect(mail!.htmlBody).not.toContain('<b>yes');
    // The order's number and its signed page close the message (a guest has no account to sign in with).
    expect(mail!.textBody).toContain(`W-${1000 + order.id}`);
    expect(mail!.textBody).toMatch(new RegExp(`/orders/${order.id}\\?token=[A-Za-z0-9_-]{43}`));

    const history = await send('GET', `/api/admin/audit?entity=custom_orders&entityId=${order.id}`);
    const [row] = history.json<{ entries: unknown[] }>().entries.map((entry) => auditRowSchema.parse(entry));
    expect(row).toMatchObject({
      action: 'order.email_sent',
      entity: 'custom_orders',
      entityId: String(order.id),
      actorUsername: 'owner',
      details: { subject: 'Your mockup', text, to: CUSTOMER.email },
    });
  });

  it('to a regular order too; subject and message are required; unknown orders are a 404', async () => {
    const { order } = await insertRegularOrder(t.database.db);
    const url = `/api/admin/orders/regular/${order.id}/email`;
    expect((await send('POST', url, { subject: 'Shipping update', text: 'On its way.' })).statusCode).toBe(202);
    const history = (await send('GET', `/api/admin/audit?entity=orders&entityId=${order.id}`)).json<{
      entries: unknown[];
    }>().entries;
    expect(history).toHaveLength(1);
    const blank = await send('POST', url, { subject: ' ', text: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Subject is required');
    expect((await send('POST', url, { subject: 'x', text: '' })).json().message).toBe('Message is required');
    const missing = await send('POST', '/api/admin/orders/regular/999999/email', { subject: 'x', text: 'y' });
    expect(missing.statusCode).toBe(404);
    expect((await send('POST', url, { subject: 'x', text: 'y' }, '')).statusCode).toBe(401);
  });
});
