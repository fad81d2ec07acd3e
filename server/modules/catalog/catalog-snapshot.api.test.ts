/**
 * GET /api/products and /api/products/{id} from the snapshot: ETag and 304, and every kind of write (the
 * admin's, a sale's, plain SQL) seen by the very next request, with no wait. PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set; catalog-twins.api.test.ts covers a second instance.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../tests/helpers/admin';
import { paymentHarness } from '../../../tests/helpers/payments';
import { products } from '../../db/schema';

const { world, call, cartWith, checkout, approve, capture } = paymentHarness();
let cookie: string;

beforeAll(async () => {
  cookie = await signInAdmin(world.t);
});

const PIN = {
  name: 'Snapshot Pin',
  description: 'Cached once.',
  price: 8,
  category: 'golf-pins',
  stockQuantity: 30,
  isActive: true,
  imageAlt: 'A pin',
};

function admin(method: 'POST' | 'PUT', url: string, payload: object) {
  return world.t.app.inject({ method, url, headers: { cookie }, payload });
}

const get = (url: string, ifNoneMatch?: string) =>
  world.t.app.inject({ method: 'GET', url, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });

type Listed = { id: number; name: string; price: number; stockQuantity: number };
async function listed(id: number): Promise<Listed | undefined> {
  const res = await get('/api/products');
  expect(res.statusCode).toBe(200);
  return (res.json() as Listed[]).find((product) => product.id === id);
}

let made = 0;
async function newPin(stockQuantity = PIN.stockQuantity): Promise<number> {
  made += 1;
  const res = await admin('POST', '/api/products', { ...PIN, name: `${PIN.name} ${made}`, stockQuantity });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product.id as number;
}

describe('ETag and 304', () => {
  it('the list: a strong ETag, no-cache, and a 304 with no body while nothing changes', async () => {
    const first = await get('/api/products');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Array.isArray(first.json())).toBe(true);

    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/api/products', header);
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const other = await get('/api/products', '"something-else"');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('the list compressed once per snapshot for browsers that accept it, the same JSON and tag', async () => {
    const plain = await get('/api/products');
    const browser = 'gzip, deflate, br, zstd';
    const compressed = await world.t.app.inject({ url: '/api/products', headers: { 'accept-encoding': browser } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzipOnly = await world.t.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);
    // A client that asks for none (or refuses both) gets the JSON as it is.
    for (const refuses of ['identity', 'br;q=0, gzip;q=0']) {
      const res = await world.t.app.inject({ url: '/api/products', headers: { 'accept-encoding': refuses } });
      expect(res.headers['content-encoding'], refuses).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
  });

  it('one product: its own tag, which a write to it changes and a write to another leaves', async () => {
    const id = await newPin();
    const other = await newPin();
    const first = await get(`/api/products/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, name: expect.stringContaining(PIN.name), price: 8 });
    const etag = first.headers.etag as string;
    expect((await get(`/api/products/${id}`, etag)).statusCode).toBe(304);

    await world.t.database.db.update(products).set({ priceCents: 999 }).where(eq(products.id, other));
    expect((await get(`/api/products/${id}`, etag)).statusCode).toBe(304);

    await world.t.database.db.update(products).set({ priceCents: 1099 }).where(eq(products.id, id));
    const changed = await get(`/api/products/${id}`, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().price).toBe(10.99);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('the list tag changes with any product', async () => {
    const id = await newPin();
    const etag = (await get('/api/products')).headers.etag as string;
    await world.t.database.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, id));
    const after = await get('/api/products', etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('an inactive or unknown product is still a 404, and off the list', async () => {
    const id = await newPin();
    expect((await get(`/api/products/${id}`)).statusCode).toBe(200);
    await world.t.database.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    const gone = await get(`/api/products/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Product not found' });
    expect(await listed(id)).toBeUndefined();
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    expect((await get('/api/products/abc')).statusCode).toBe(400);
  });
});

describe('every write shows in the very next GET', () => {
  it("the admin's edit and stock change", async () => {
    const id = await newPin();
    expect(await listed(id)).toMatchObject({ price: 8, stockQuantity: 30 });
    const edit = await admin('PUT', `/api/products/${id}`, {
      ...PIN,
      name: 'Snapshot Pin Renamed',
      price: 9.5,
      expectedStock: 30,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await listed(id)).toMatchObject({ name: 'Snapshot Pin Renamed', price: 9.5 });

    const stock = await admin('PUT', `/api/products/${id}/stock`, { stockQuantity: 12, expected: 30 });
    expect(stock.statusCode, stock.body).toBe(200);
    expect(await listed(id)).toMatchObject({ stockQuantity: 12 });
    expect((await get(`/api/products/${id}`)).json()).toMatchObject({ stockQuantity: 12 });
  });

  it('a sale: the units held at payment and kept at capture', async () => {
    const id = await newPin(10);
    expect(await listed(id)).toMatchObject({ stockQuantity: 10 });
    const paying = await checkout(await cartWith([[id, 3]]));
    expect(paying.statusCode, paying.body).toBe(201);
    expect(await listed(id)).toMatchObject({ stockQuantity: 7 });
    expect((await get(`/api/products/${id}`)).json()).toMatchObject({ stockQuantity: 7 });

    const orderId = paying.json().id as string;
    expect((await approve(orderId)).status).toBe(200);
    const captured = await capture(orderId);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(await listed(id)).toMatchObject({ stockQuantity: 7 });
  });

  it('plain SQL outside the shop (a console, a seed): update, insert and delete', async () => {
    const id = await newPin();
    await listed(id);
    await world.t.database.db.execute(sql`update products set stock_quantity = 1 where id = ${id}`);
    expect(await listed(id)).toMatchObject({ stockQuantity: 1 });

    const [inserted] = await world.t.database.db
      .insert(products)
      .values({ name: 'Inserted By SQL', priceCents: 500 })
      .returning({ id: products.id });
    expect(await listed(inserted!.id)).toMatchObject({ name: 'Inserted By SQL', price: 5 });

    await world.t.database.db.delete(products).where(eq(products.id, inserted!.id));
    expect(await listed(inserted!.id)).toBeUndefined();
  });

  it('a write in a transaction shows once it commits, and a rolled back one never', async () => {
    const id = await newPin();
    await listed(id);
    await world.t.database.db
      .transaction(async (tx) => {
        await tx.update(products).set({ stockQuantity: 0 }).where(eq(products.id, id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await listed(id)).toMatchObject({ stockQuantity: 30 });

    await world.t.database.db.transaction(async (tx) => {
      await tx.update(products).set({ stockQuantity: 2 }).where(eq(products.id, id));
    });
    expect(await listed(id)).toMatchObject({ stockQuantity: 2 });
  });

  it('is served from the snapshot: a write the trigger does not report stays unseen', async () => {
    const id = await newPin();
    expect(await listed(id)).toMatchObject({ stockQuantity: 30 });
    const db = world.t.database.db;
    await db.execute(sql`alter table products disable trigger products_notify_catalog`);
    try {
      await db.update(products).set({ stockQuantity: 29 }).where(eq(products.id, id));
      expect(await listed(id)).toMatchObject({ stockQuantity: 30 });
    } finally {
      await db.execute(sql`alter table products enable trigger products_notify_catalog`);
    }
    await db.update(products).set({ stockQuantity: 28 }).where(eq(products.id, id));
    expect(await listed(id)).toMatchObject({ stockQuantity: 28 });
  });

  it('readers at the same moment get the same answer', async () => {
    const id = await newPin();
    await world.t.database.db.update(products).set({ stockQuantity: 4 }).where(eq(products.id, id));
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('GET', '/api/products')));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect((answers[0]!.json() as Listed[]).find((product) => product.id === id)).toMatchObject({ stockQuantity: 4 });
  });
});
