import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { startFakeS3 } from '../../../tests/helpers/fake-s3';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { certificateStorageKey, uploadCertificate } from '../../../tests/helpers/tax-certificates';
import { createS3FileStore } from './s3-store';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await buildTestApp({
    S3_BUCKET: 'pins',
    S3_ENDPOINT: s3.url,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('S3-compatible storage', () => {
  it('puts, gets and removes objects through the AWS SDK; a missing key is null', async () => {
    const store = createS3FileStore({
      bucket: 'pins',
      region: 'us-east-1',
      endpoint: s3.url,
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
    await store.put('abc.png', PNG_BYTES, 'image/png');
    expect(s3.objects.get('pins/uploads/abc.png')?.body.equals(PNG_BYTES)).toBe(true);
    const file = await store.get('abc.png');
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).equals(PNG_BYTES)).toBe(true);
    await store.remove('abc.png');
    expect(await store.get('abc.png')).toBeNull();
    expect(await store.get('../secret')).toBeNull();
  });

  it('keeps a quote logo in the bucket when S3_BUCKET is set and serves it back from /uploads', async () => {
    const body = multipart(
      {
        customerName: 'Ana',
        customerEmail: 'ana@example.com',
        projectDescription: 'Ball markers for our club championship.',
        quantity: 25,
      },
      { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes: PNG_BYTES },
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/quote-requests', ...body });
    expect(res.statusCode, res.body).toBe(201);
    const key = res.json().logoUrl.replace('/uploads/', '');
    expect(s3.objects.has(`pins/uploads/${key}`)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.json().logoUrl });
    expect(served.statusCode).toBe(200);
    // The bucket serves what the shop stored: the re-encoded image, byte for byte.
    expect(served.rawPayload.equals(s3.objects.get(`pins/uploads/${key}`)!.body)).toBe(true);
    const variant = await t.app.inject({ method: 'GET', url: `/img/160${res.json().logoUrl}` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
  });

  it("keeps a customer's tax certificate under private/, never uploads/, and downloads it for its customer", async () => {
    const client = accountTestClient(t);
    const { cookie } = await client.register('s3certowner', 's3.cert.owner@example.com');
    const certificate = await uploadCertificate(t, cookie, { region: 'NV', number: 'NV-S3-1' });
    const key = await certificateStorageKey(t, certificate.id);
    expect(s3.objects.has(`pins/private/${key}`)).toBe(true);
    expect(s3.objects.has(`pins/uploads/${key}`)).toBe(false);
    const file = await client.get(certificate.fileUrl, cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(s3.objects.get(`pins/private/${key}`)!.body)).toBe(true);
    expect((await client.get(`/uploads/${key}`, cookie)).statusCode).toBe(404);
  });
});
