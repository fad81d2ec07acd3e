/**
 * What the owner does from a customer's profile: an e-mail through the outbox (audited), excluding the address from
 * marketing (the suppression list: the profile and the list's filter show it) and the internal note (audited).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPageSchema, customerProfileSchema } from '../../../core/schemas/customers';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditLog, outbox, suppressions } from '../../db/schema';
import { guestOrder } from '../../../tests/helpers/customer-test-data';

let t: TestApp;
let admin = '';
let id = 0;
const NOAH = { name: 'Noah Par', email: 'noah.par@example.com' };

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
  await guestOrder(t, NOAH, { amountCents: 1_199, testMode: true });
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/customers?q=noah', headers: { cookie: admin } });
  id = customerPageSchema.parse(res.json()).customers[0]!.id;
}, 60_000);
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie = admin) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const profile = async () =>
  customerProfileSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/admin/customers/${id}`, headers: { cookie: admin } })).json(),
  );
const audits = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

describe('POST /api/admin/customers/{id}/email', () => {
  it('queues the e-mail to the customer and keeps it in the audit log', async () => {
    const text = 'Your club pins are ready for a reorder.\n\nReply with the quantity and we will send a quote.';
    const res = await send('POST', `/api/admin/customers/${id}/email`, { subject: 'A reorder?', text });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: 'Email queued.' });

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'A reorder?'))
      .orderBy(desc(outbox.id));
    expect(mail).toMatchObject({ toAddress: NOAH.email, status: 'pending' });
    expect(mail!.textBody).toContain('Hi Noah Par,');
    expect(mail!.textBody).toContain('Reply with the quantity and we will send a quote.');
    const [audit] = await audits('customer.email_sent');
    expect(audit).toMatchObject({ entity: 'contacts', details: { subject: 'A reorder?', text, to: NOAH.email } });
  });

  it('refuses an empty message (400), an unknown customer (404) and anyone but the admin', async () => {
    const empty = await send('POST', `/api/admin/customers/${id}/email`, { subject: ' ', text: 'Hello' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(expect.any(String));
    expect((await send('POST', `/api/admin/customers/${id}/email`, { subject: 'Hi' })).statusCode).toBe(400);
    const unknown = await send('POST', '/api/admin/customers/999999/email', { subject: 'Hi', text: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect((await send('POST', `/api/admin/customers/${id}/email`, { subject: 'Hi', text: 'x' }, '')).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/admin/customers/{id}/exclude', () => {
  it('puts the address on the suppression list; the profile and the filter show it; again changes nothing', async () => {
    const res = await send('POST', `/api/admin/customers/${id}/exclude`, { note: 'Asked by phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: true, message: 'Excluded from marketing e-mail.' });
    const rows = await t.database.db.select().from(suppressions).where(eq(suppressions.email, NOAH.email));
    expect(rows).toMatchObject([{ reason: 'excluded', note: 'Asked by phone' }]);

    expect((await profile()).suppression).toMatchObject({ reason: 'excluded', note: 'Asked by phone' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?suppressed=yes',
      headers: { cookie: admin },
    });
    expect(customerPageSchema.parse(listed.json()).customers.map((row) => row.id)).toEqual([id]);

    const again = await send('POST', `/api/admin/customers/${id}/exclude`, {});
    expect(again.json()).toEqual({ created: false, message: 'This address already gets no marketing e-mail.' });
    expect(await t.database.db.select().from(suppressions).where(eq(suppressions.email, NOAH.email))).toHaveLength(1);
  });

  it('answers 404 for an unknown customer and 400 for a note too long', async () => {
    expect((await send('POST', '/api/admin/customers/999999/exclude', {})).statusCode).toBe(404);
    expect((await send('POST', `/api/admin/customers/${id}/exclude`, { note: 'x'.repeat(501) })).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/customers/{id}/note', () => {
  it("keeps the owner's note on the profile, audited; empty clears it", async () => {
    const res = await send('PUT', `/api/admin/customers/${id}/note`, { note: '  Prefers gold plating.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ internalNote: 'Prefers gold plating.' });
    expect((await profile()).internalNote).toBe('Prefers gold plating.');
    const [audit] = await audits('contact.note');
    expect(audit).toMatchObject({
      entity: 'contacts',
      before: { internalNote: null },
      after: { internalNote: 'Prefers gold plating.' },
    });

    await send('PUT', `/api/admin/customers/${id}/note`, { note: 'Prefers gold plating.' });
    expect(await audits('contact.note')).toHaveLength(1);
    expect((await send('PUT', `/api/admin/customers/${id}/note`, { note: '' })).json()).toEqual({ internalNote: null });
    expect((await profile()).internalNote).toBeNull();
  });

  it('refuses a missing note (400) and an unknown customer (404)', async () => {
    expect((await send('PUT', `/api/admin/customers/${id}/note`, {})).statusCode).toBe(400);
    expect((await send('PUT', '/api/admin/customers/999999/note', { note: 'x' })).statusCode).toBe(404);
  });
});
