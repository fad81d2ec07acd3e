/**
 * The expiry notice: an approved certificate is e-mailed to its customer 30 days before it expires, once, across
 * runs, restarts (a new job on the same database) and two instances racing; none for a pending or rejected one.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart, PDF_BYTES } from '../../../tests/helpers/multipart';
import { taxCertificateNotices } from '../../db/schema';
import { createCertificateExpiryJob } from './certificate-expiry-job';

let t: TestApp;
let admin = '';
let cookie = '';
const client = accountTestClient(() => t);
const EMAIL = 'clubhouse@example.com';
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date('2026-12-01T12:00:00Z') });
  admin = await signInAdmin(t);
  cookie = (await client.register('clubhouse', EMAIL)).cookie;
});
afterAll(() => t.close());

async function certificate(number: string, expiresOn: string, decision: 'approve' | 'reject' | null) {
  const form = multipart(
    { kind: 'exemption', country: 'US', region: 'AZ', number, expiresOn },
    { field: 'certificate', filename: 'cert.pdf', contentType: 'application/pdf', bytes: PDF_BYTES },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/tax-certificates',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().id;
  if (decision) {
    const reviewed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tax/certificates/${id}/review`,
      headers: { cookie: admin },
      payload: { decision, reason: decision === 'reject' ? 'Unreadable' : '' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
  }
  return id;
}

const job = () =>
  createCertificateExpiryJob({
    db: t.database.db,
    shop: t.app.services.shopProfile.shop,
    publicUrl: 'http://shop.test',
    pollMs: 60_000,
  });
const notices = async () => (await client.mailTo(EMAIL)).filter((mail) => mail.subject.includes('expires'));

describe('the certificate expiry notice', () => {
  it('goes out 30 days before expiry, once, to the customer, and never for a certificate not approved', async () => {
    const approved = await certificate('AZ-77', '2027-03-31', 'approve');
    await certificate('AZ-78', '2027-03-31', null);
    await certificate('AZ-79', '2027-03-31', 'reject');

    expect(await job().runOnce(new Date('2027-02-28T12:00:00Z'))).toBe(0);
    expect(await notices()).toEqual([]);

    expect(await job().runOnce(new Date('2027-03-01T12:00:00Z'))).toBe(1);
    const [mail] = await notices();
    expect(mail!.subject).toBe('Your exemption certificate for Arizona expires on March 31, 2027');
    expect(mail!.textBody).toContain('AZ-77');
    expect(mail!.textBody).toContain('http://shop.test/track-order');

    // Again, by a restarted job, and by two instances at once: no second e-mail.
    expect(await job().runOnce(new Date('2027-03-02T12:00:00Z'))).toBe(0);
    const [a, b] = await Promise.all([
      job().runOnce(new Date('2027-03-03T12:00:00Z')),
      job().runOnce(new Date('2027-03-03T12:00:00Z')),
    ]);
    expect(a + b).toBe(0);
    expect(await notices()).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(taxCertificateNotices)
      .where(eq(taxCertificateNotices.certificateId, approved));
    expect(rows).toHaveLength(1);
  });

  it('is sent once when two instances find it due at the same time', async () => {
    await certificate('AZ-80', '2027-04-15', 'approve');
    const at = new Date('2027-03-20T12:00:00Z');
    const [a, b] = await Promise.all([job().runOnce(at), job().runOnce(at)]);
    expect(a + b).toBe(1);
    expect((await notices()).filter((mail) => mail.textBody.includes('AZ-80'))).toHaveLength(1);
  });

  it('is not sent for a certificate already expired', async () => {
    await certificate('AZ-81', '2027-01-10', 'approve');
    expect(await job().runOnce(new Date('2027-01-11T12:00:00Z'))).toBe(0);
    expect((await notices()).filter((mail) => mail.textBody.includes('AZ-81'))).toEqual([]);
  });
});
