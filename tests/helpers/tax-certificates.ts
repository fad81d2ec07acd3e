/** A customer's tax certificate uploaded through the API, and where its file is kept: the certificate files' tests. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TaxCertificateDto } from '../../core/schemas/tax';
import { taxCertificates, uploads } from '../../server/db/schema';
import type { TestApp } from './app';
import { multipart, PNG_BYTES } from './multipart';

/** Uploads a resale certificate (a PNG named "resale cert.png") as the customer of `cookie`. */
export async function uploadCertificate(
  t: TestApp,
  cookie: string,
  fields: { region?: string; number?: string } = {},
): Promise<TaxCertificateDto> {
  const form = multipart(
    { kind: 'resale', country: 'US', region: 'CA', number: 'SR-FILE-1', expiresOn: '2099-12-31', ...fields },
    { field: 'certificate', filename: 'resale cert.png', contentType: 'image/png', bytes: PNG_BYTES },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/tax-certificates',
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The certificate's storage key: the name its /uploads/ address would have. */
export async function certificateStorageKey(t: TestApp, certificateId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ key: uploads.storageKey })
    .from(taxCertificates)
    .innerJoin(uploads, eq(uploads.id, taxCertificates.uploadId))
    .where(eq(taxCertificates.id, certificateId));
  return row!.key;
}
