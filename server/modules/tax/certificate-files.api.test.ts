/**
 * A customer's tax certificate is a private file: the customer who uploaded it downloads it from their account, the
 * owner from the admin; another customer gets a 404, a visitor a 401, and neither the public /uploads/ address nor
 * its /img/ variants serve it. A certificate kept while its file was public is moved out of the public store at start
 * (or when first read), and still downloads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_MESSAGES, type TaxCertificateDto } from '../../../core/schemas/tax';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { PNG_BYTES } from '../../../tests/helpers/multipart';
import { certificateStorageKey, uploadCertificate } from '../../../tests/helpers/tax-certificates';
import { taxCertificates } from '../../db/schema';
import { CERTIFICATE_UPLOAD_PURPOSE } from './certificate-files';

let t: TestApp;
let admin = '';
let buyer = { id: 0, cookie: '' };
let stranger = '';
const client = accountTestClient(() => t);
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  const a = await client.register('certowner', 'cert.owner@example.com');
  buyer = { id: a.user.id, cookie: a.cookie };
  stranger = (await client.register('certstranger', 'cert.stranger@example.com')).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => client.get(url, cookie);

function expectTheFile(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['content-disposition']).toBe('attachment; filename="resale_cert.png"');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8));
  return res.rawPayload;
}

function expectNotServed(res: Awaited<ReturnType<typeof get>>, status: number) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
}

describe('a certificate file', () => {
  it('downloads for the customer who uploaded it and for the owner, the same bytes', async () => {
    const certificate = await uploadCertificate(t, buyer.cookie);
    expect(certificate.fileUrl).toBe(`/api/account/tax-certificates/${certificate.id}/file`);
    const mine = expectTheFile(await get(certificate.fileUrl, buyer.cookie));

    const list = await get('/api/admin/tax/certificates', admin);
    const listed = (list.json().certificates as TaxCertificateDto[]).find((each) => each.id === certificate.id)!;
    expect(listed.fileUrl).toBe(`/api/admin/tax/certificates/${certificate.id}/file`);
    expect(expectTheFile(await get(listed.fileUrl, admin))).toEqual(mine);
  });

  it('is a 404 to another customer, a 401 to a visitor, and the admin route refuses a customer', async () => {
    const certificate = await uploadCertificate(t, buyer.cookie);
    const other = await get(certificate.fileUrl, stranger);
    expectNotServed(other, 404);
    expect(other.json()).toEqual({ message: TAX_MESSAGES.notFound });
    expectNotServed(await get(certificate.fileUrl), 401);
    expectNotServed(await get(`/api/admin/tax/certificates/${certificate.id}/file`, stranger), 403);
    expectNotServed(await get(`/api/admin/tax/certificates/${certificate.id}/file`, buyer.cookie), 403);
    expectNotServed(await get(`/api/admin/tax/certificates/${certificate.id}/file`), 401);
    expectNotServed(await get(`/api/admin/tax/certificates/${certificate.id + 1000}/file`, admin), 404);
  });

  it('is never served at its public /uploads/ address or as an /img/ variant, to anyone', async () => {
    const certificate = await uploadCertificate(t, buyer.cookie);
    const key = await certificateStorageKey(t, certificate.id);
    for (const cookie of [undefined, stranger, buyer.cookie, admin]) {
      expectNotServed(await get(`/uploads/${key}`, cookie), 404);
      expect((await get(`/img/640/uploads/${key}`, cookie)).statusCode).toBe(404);
    }
  });
});

describe('a certificate kept while its file was public', () => {
  /** A certificate as the shop kept one before: its file in the public uploads, its row pointing at it. */
  async function publicCertificate(): Promise<{ id: number; key: string }> {
    const stored = await t.app.services.uploads.accept(
      t.database.db,
      { filename: 'resale cert.png', bytes: PNG_BYTES },
      { kinds: ['png'], purpose: CERTIFICATE_UPLOAD_PURPOSE, typeMessage: TAX_MESSAGES.file },
    );
    const [row] = await t.database.db
      .insert(taxCertificates)
      .values({
        userId: buyer.id,
        kind: 'resale',
        country: 'US',
        region: 'CA',
        number: 'SR-OLD-1',
        expiresOn: '2099-12-31',
        uploadId: stored.upload.id,
      })
      .returning();
    expect((await get(stored.url)).statusCode).toBe(200);
    return { id: row!.id, key: stored.upload.storageKey };
  }

  it('is moved out of the public uploads at start, and its customer and the owner still download it', async () => {
    const old = await publicCertificate();
    expect(await t.app.services.tax.certificates.files.moveLegacyFiles()).toBe(1);
    expect(await t.app.services.tax.certificates.files.moveLegacyFiles()).toBe(0);
    expectNotServed(await get(`/uploads/${old.key}`), 404);
    expect((await get(`/img/640/uploads/${old.key}`)).statusCode).toBe(404);
    expectTheFile(await get(`/api/account/tax-certificates/${old.id}/file`, buyer.cookie));
    expectTheFile(await get(`/api/admin/tax/certificates/${old.id}/file`, admin));
    expectNotServed(await get(`/api/account/tax-certificates/${old.id}/file`, stranger), 404);
  });

  it('is moved when first read, before the start has moved it', async () => {
    const old = await publicCertificate();
    expectTheFile(await get(`/api/account/tax-certificates/${old.id}/file`, buyer.cookie));
    expectNotServed(await get(`/uploads/${old.key}`), 404);
    expect(await t.app.services.tax.certificates.files.moveLegacyFiles()).toBe(0);
  });
});
