import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { uploads } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => t.close());

const PAYLOAD = '<script>alert(document.cookie)</script>';

/** A photo as a phone takes it: EXIF with a GPS position, and (as an attacker adds) a script after the image. */
async function phonePhoto(format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: '#1f6f3f' } }).withExif({
    IFD0: { Make: 'PhoneCo', ImageDescription: 'member-guest crest' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 37/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '117/1 55/1 0/1' },
  });
  const bytes = await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  return Buffer.concat([bytes, Buffer.from(PAYLOAD)]);
}

let client = 0;
async function uploadLogo(bytes: Buffer, filename: string, contentType: string) {
  client += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    remoteAddress: `10.5.0.${client}`,
    ...multipart(
      {
        customerName: 'Pat',
        customerEmail: 'pat@example.com',
        projectDescription: 'A crest for our club',
        quantity: 30,
      },
      { field: 'logo', filename, contentType, bytes },
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { logoUrl: string };
}

describe('uploaded raster images are re-encoded', () => {
  it.each(['jpeg', 'png'] as const)(
    'a %s keeps its picture and loses its EXIF (GPS) and anything appended',
    async (format) => {
      const original = await phonePhoto(format);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const { logoUrl } = await uploadLogo(original, `crest.${format}`, `image/${format}`);
      const stored = (await t.app.inject({ method: 'GET', url: logoUrl })).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format, width: 8, height: 6 });
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from(PAYLOAD))).toBe(false);
      expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
    },
  );

  it('keeps the visitor’s file name only as text: no path, no control characters', async () => {
    const { logoUrl } = await uploadLogo(await phonePhoto('png'), '../../etc/cr\u0007est.png', 'image/png');
    expect(logoUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const key = logoUrl.replace('/uploads/', '');
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.storageKey, key));
    expect(row!.originalName).toBe('crest.png');
  });

  it('refuses a file whose header says image but whose data does not decode', async () => {
    const broken = Buffer.concat([(await phonePhoto('png')).subarray(0, 40), Buffer.alloc(64, 7)]);
    client += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      remoteAddress: `10.5.1.${client}`,
      ...multipart(
        {
          customerName: 'Pat',
          customerEmail: 'pat@example.com',
          projectDescription: 'A crest for our club',
          quantity: 30,
        },
        { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes: broken },
      ),
    });
    expect(res.statusCode).toBe(415);
  });
});
