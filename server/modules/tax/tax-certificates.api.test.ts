/**
 * Exemption certificates: a signed-in customer uploads one (PDF or image; the field's message for a missing state,
 * a past expiry or another kind of file), the owner approves or rejects it with a reason (audited), and approved and
 * unexpired it makes taxFor answer zero with the reason for orders to that state; expired, the tax is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { auditSentences } from '../../../tests/helpers/audit-sentences';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart, PDF_BYTES, PNG_BYTES } from '../../../tests/helpers/multipart';
import type { TaxedOrder } from './tax-for';

let clock: Date | null = null;
let t: TestApp;
let admin = '';
let buyer = { id: 0, cookie: '' };
let other = { id: 0, cookie: '' };
const client = accountTestClient(() => t);
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock ?? new Date('2026-12-01T12:00:00Z') });
  admin = await signInAdmin(t);
  const a = await client.register('proshop', 'proshop@example.com');
  const b = await client.register('someoneelse', 'someone.else@example.com');
  buyer = { id: a.user.id, cookie: a.cookie };
  other = { id: b.user.id, cookie: b.cookie };
  const rate = (place: string, ratePercent: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/tax/rates/${place}`,
      headers: { cookie: admin },
      payload: { components: [{ label: 'Sales tax', ratePercent }] },
    });
  clock = new Date('2026-01-01T00:00:00Z');
  expect((await rate('US/CA', 7.25)).statusCode).toBe(200);
  expect((await rate('US/NV', 6.85)).statusCode).toBe(200);
  clock = null;
});
afterAll(() => t.close());

const FIELDS = { kind: 'resale', country: 'US', region: 'CA', number: 'CA-123', expiresOn: '2027-06-30' };
const upload = (
  fields: Record<string, string> = FIELDS,
  file = { filename: 'resale.pdf', contentType: 'application/pdf', bytes: PDF_BYTES },
  cookie = buyer.cookie,
) => {
  const form = multipart(fields, { field: 'certificate', ...file });
  return t.app.inject({
    method: 'POST',
    url: '/api/account/tax-certificates',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
};
/** The customer's first page of certificates (their answer's `certificates`, newest first). */
const mine = async (cookie = buyer.cookie) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/tax-certificates', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return { json: () => res.json().certificates };
};
const review = (id: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/tax/certificates/${id}/review`,
    headers: { cookie: admin },
    payload,
  });
const order = (state: string, buyerUserId: number | null = buyer.id): TaxedOrder => ({
  shipTo: { country: 'US', state },
  buyerUserId,
  lines: [{ key: 'pins', amountCents: 10_000, item: { productId: 1 } }],
  shippingCents: 0,
});
const taxFor = (o: TaxedOrder, at: Date) => t.app.services.tax.taxFor(o, at);
const DEC_2026 = new Date('2026-12-01T12:00:00Z');

let certificateId = 0;

describe('exemption certificates', () => {
  it('are refused without a state, with an expiry in the past, or as a file neither PDF nor image', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...FIELDS, region: '' }, 'region', 'Choose the state or province the certificate is for'],
      [{ ...FIELDS, region: 'Atlantis' }, 'region', 'Choose the state or province the certificate is for'],
      [
        { ...FIELDS, expiresOn: '2026-11-30' },
        'expiresOn',
        'This certificate has already expired: upload a current one',
      ],
      [{ ...FIELDS, expiresOn: 'soon' }, 'expiresOn', 'Enter the date the certificate expires'],
      [{ ...FIELDS, number: ' ' }, 'number', 'Enter the certificate number'],
    ];
    for (const [fields, path, message] of cases) {
      const res = await upload(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ message, issues: [{ path, message }] });
    }
    const text = await upload(FIELDS, {
      filename: 'resale.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('just words'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Upload the certificate as a PDF, PNG or JPG file.');
    expect((await upload(FIELDS, undefined, '')).statusCode).toBe(401);
    expect((await mine()).json()).toEqual([]);
  });

  it('are uploaded as PDF or image and wait for the owner; only their customer sees them', async () => {
    const res = await upload();
    expect(res.statusCode, res.body).toBe(201);
    certificateId = res.json().id;
    expect(res.json()).toMatchObject({
      kind: 'resale',
      region: 'CA',
      regionName: 'California',
      number: 'CA-123',
      expiresOn: '2027-06-30',
      state: 'pending',
      stateText: 'Waiting for review',
      fileName: 'resale.pdf',
    });
    const image = await upload(
      { ...FIELDS, region: 'Nevada', number: 'NV-9' },
      { filename: 'nv.png', contentType: 'image/png', bytes: PNG_BYTES },
    );
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json().region).toBe('NV');
    expect((await mine()).json()).toHaveLength(2);
    expect((await mine(other.cookie)).json()).toEqual([]);
    // Pending: no exemption yet.
    expect((await taxFor(order('CA'), DEC_2026)).totalCents).toBe(725);
  });

  it('once approved and unexpired, make the customer’s orders to that state tax-free, saying why', async () => {
    const approved = await review(certificateId, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', customerEmail: 'proshop@example.com' });
    const exempt = await taxFor(order('CA'), DEC_2026);
    expect(exempt.totalCents).toBe(0);
    expect(exempt.exemptReason).toBe('Exempt: resale certificate CA-123, until 2027-06-30');
    // Another state, another buyer, a guest: taxed.
    expect((await taxFor(order('NV'), DEC_2026)).totalCents).toBe(685);
    expect((await taxFor(order('CA', other.id), DEC_2026)).totalCents).toBe(725);
    expect((await taxFor(order('CA', null), DEC_2026)).totalCents).toBe(725);
    // Its last day still counts; the day after, the tax is back.
    expect((await taxFor(order('CA'), new Date('2027-06-30T23:00:00Z'))).totalCents).toBe(0);
    expect((await taxFor(order('CA'), new Date('2027-07-01T00:00:00Z'))).totalCents).toBe(725);
    clock = new Date('2027-07-01T00:00:00Z');
    expect((await mine()).json().find((each: { id: number }) => each.id === certificateId)).toMatchObject({
      state: 'expired',
      stateText: 'Expired',
    });
    clock = null;
    expect((await review(certificateId, { decision: 'reject', reason: 'Late' })).statusCode).toBe(409);
  });

  it('are rejected only with a reason, which the customer reads; both decisions audited', async () => {
    const nevada = (await mine()).json().find((each: { region: string }) => each.region === 'NV');
    const noReason = await review(nevada.id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toContainEqual({
      path: 'body.reason',
      message: 'Say why the certificate is rejected',
    });
    expect((await review(nevada.id, { decision: 'reject', reason: 'The signature is missing' })).statusCode).toBe(200);
    expect((await mine()).json().find((each: { id: number }) => each.id === nevada.id)).toMatchObject({
      state: 'rejected',
      stateText: 'Rejected',
      reviewReason: 'The signature is missing',
    });
    expect((await taxFor(order('NV'), DEC_2026)).totalCents).toBe(685);
    expect((await review(999_999, { decision: 'approve' })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/tax/certificates', headers: { cookie: admin } });
    expect(list.json().certificates).toHaveLength(2);
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tax/certificates?status=pending&q=proshop',
      headers: { cookie: admin },
    });
    expect(waiting.json()).toEqual({ certificates: [], nextCursor: null });
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tax/certificates?status=rejected&q=NV-9',
      headers: { cookie: admin },
    });
    expect(found.json().certificates.map((each: { number: string }) => each.number)).toEqual(['NV-9']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/tax/certificates', headers: { cookie: buyer.cookie } }))
        .statusCode,
    ).toBe(403);
    expect(await auditSentences(t, admin, 'tax_certificates')).toEqual([
      'Approved the resale certificate CA-123 for California',
      'Rejected the resale certificate NV-9 for Nevada (The signature is missing)',
    ]);
  });
});
