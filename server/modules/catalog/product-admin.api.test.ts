import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../../../core/schemas/product-admin';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart, PDF_BYTES, PNG_BYTES } from '../../../tests/helpers/multipart';
import { auditLog, products } from '../../db/schema';
import { loaderServices } from '../../load-context';
import { insertRegularOrder } from '../../../tests/helpers/order-test-data';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  cookie = await signInAdmin(t);
});
afterAll(async () => t.close());

const NEW_PIN = {
  name: 'Augusta Azalea Pin',
  description: 'Spring bloom.',
  price: 12.5,
  category: 'seasonal',
  stockQuantity: 40,
  isActive: true,
  imageAlt: 'A pink azalea pin',
};

/** The edit form as sent: the stock unchanged from what the admin saw. */
const EDIT = { ...NEW_PIN, expectedStock: NEW_PIN.stockQuantity };

function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function createPin(overrides: object = {}): Promise<number> {
  const res = await admin('POST', '/api/products', { ...NEW_PIN, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product.id as number;
}

const auditOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'products'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));

const messages = (res: { json(): { issues?: { message: string }[] } }) =>
  (res.json().issues ?? []).map((issue) => issue.message);

describe('admin only', () => {
  it('every call refuses a visitor before reading the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/products'],
      ['POST', '/api/products'],
      ['PUT', '/api/products/1'],
      ['PUT', '/api/products/1/stock'],
      ['POST', '/api/products/1/image'],
      ['DELETE', '/api/products/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('GET /api/admin/products', () => {
  it('lists every product, inactive ones too, with summary cards counted over all of them', async () => {
    const hidden = await createPin({ name: 'Hidden Pin', isActive: false, stockQuantity: 0 });
    const res = await admin('GET', '/api/admin/products');
    expect(res.statusCode).toBe(200);
    const { products: list, summary } = res.json() as {
      products: { id: number; price: number; stockQuantity: number; inStock: boolean; heldUnits: number }[];
      summary: Record<string, number>;
    };
    expect(list.some((p) => p.id === hidden)).toBe(true);
    expect(list.every((p) => p.heldUnits === 0)).toBe(true);
    const rows = await t.database.db.select().from(products);
    expect(summary).toEqual({
      total: rows.length,
      inStock: rows.filter((p) => p.inStock && p.stockQuantity > 0).length,
      lowStock: rows.filter((p) => p.stockQuantity >= 1 && p.stockQuantity <= 10).length,
      outOfStock: rows.filter((p) => p.stockQuantity === 0).length,
      averagePrice: Math.round(rows.reduce((sum, p) => sum + p.priceCents, 0) / rows.length) / 100,
    });
  });
});

describe('POST /api/products', () => {
  it('adds a product in cents and writes its audit row', async () => {
    const res = await admin('POST', '/api/products', { ...NEW_PIN, price: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(PRODUCT_MESSAGES.created);
    const { id } = res.json().product;
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ priceCents: 0, category: 'seasonal', stockQuantity: 40, inStock: true });
    const [audit] = await auditOf(id, 'product.create');
    expect(audit!.after).toMatchObject({ name: NEW_PIN.name, price: 0, stockQuantity: 40 });
    expect(audit!.before).toBeNull();
  });

  it.each([
    [{ name: '  ' }, PRODUCT_MESSAGES.nameRequired],
    [{ price: -1 }, PRODUCT_MESSAGES.price],
    [{ price: 1.005 }, PRODUCT_MESSAGES.price],
    [{ category: 'hats' }, PRODUCT_MESSAGES.category],
    [{ stockQuantity: -1 }, PRODUCT_MESSAGES.stock],
    [{ stockQuantity: 1.5 }, PRODUCT_MESSAGES.stockWhole],
    [{ imageAlt: 'x'.repeat(301) }, PRODUCT_MESSAGES.altTooLong],
  ])('refuses %o with its message', async (change, message) => {
    const res = await admin('POST', '/api/products', { ...NEW_PIN, ...change });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain(message);
  });
});

describe('PUT /api/products/{id}', () => {
  it('edits the fields and audits only what changed', async () => {
    const id = await createPin();
    const res = await admin('PUT', `/api/products/${id}`, {
      ...NEW_PIN,
      name: 'Augusta Azalea Pin II',
      price: 9.99,
      stockQuantity: 40,
      expectedStock: 40,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ name: 'Augusta Azalea Pin II', price: 9.99, stockQuantity: 40 });
    const [audit] = await auditOf(id, 'product.update');
    expect(audit!.before).toEqual({ name: NEW_PIN.name, price: 12.5 });
    expect(audit!.after).toEqual({ name: 'Augusta Azalea Pin II', price: 9.99 });
  });

  it('changes the stock only from the quantity the admin saw', async () => {
    const id = await createPin();
    await t.database.db.update(products).set({ stockQuantity: 37 }).where(eq(products.id, id));
    const stale = await admin('PUT', `/api/products/${id}`, { ...NEW_PIN, stockQuantity: 50, expectedStock: 40 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Stock changed while you were editing: now 37');
    // The form left the stock as it was: a sale made meanwhile stays.
    const kept = await admin('PUT', `/api/products/${id}`, {
      ...NEW_PIN,
      name: 'Renamed',
      stockQuantity: 40,
      expectedStock: 40,
    });
    expect(kept.json().product).toMatchObject({ name: 'Renamed', stockQuantity: 37 });
    const missing = await admin('PUT', `/api/products/${id}`, { ...NEW_PIN, stockQuantity: 5 });
    expect(messages(missing)).toContain(PRODUCT_MESSAGES.expected);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await admin('PUT', '/api/products/999999', EDIT);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PRODUCT_MESSAGES.notFound);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('erases a product never ordered', async () => {
    const id = await createPin();
    const res = await admin('DELETE', `/api/products/${id}`);
    expect(res.json()).toEqual({ message: PRODUCT_MESSAGES.deleted, deactivated: false });
    expect(await t.database.db.select().from(products).where(eq(products.id, id))).toHaveLength(0);
    const [audit] = await auditOf(id, 'product.delete');
    expect(audit!.before).toMatchObject({ name: NEW_PIN.name });
    expect(audit!.after).toBeNull();
  });

  it('deactivates a product that was ordered: its orders keep it', async () => {
    const id = await createPin();
    await insertRegularOrder(t.database.db, {
      paid: false,
      items: [{ productId: id, name: NEW_PIN.name, quantity: 1, priceCents: 1250 }],
    });
    const res = await admin('DELETE', `/api/products/${id}`);
    expect(res.json()).toEqual({ message: PRODUCT_MESSAGES.deactivated, deactivated: true });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row!.isActive).toBe(false);
    const [audit] = await auditOf(id, 'product.deactivate');
    expect([audit!.before, audit!.after]).toEqual([{ isActive: true }, { isActive: false }]);
  });
});

describe('POST /api/products/{id}/image', () => {
  it('keeps a re-encoded PNG or WebP, sets the alt text, and serves the catalogue variants from it', async () => {
    const id = await createPin();
    for (const [bytes, name] of [
      [PNG_BYTES, 'pin.png'],
      [await sharp(PNG_BYTES).webp().toBuffer(), 'pin.webp'],
    ] as const) {
      const form = multipart(
        { imageAlt: 'Azalea in pink enamel' },
        { field: 'image', filename: name, contentType: 'application/octet-stream', bytes },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/products/${id}/image`,
        payload: form.payload,
        headers: { ...form.headers, cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const product = res.json().product;
      expect(product.imageUrl).toMatch(/^\/uploads\/[a-f0-9-]+\.(png|webp)$/);
      expect(product.imageAlt).toBe('Azalea in pink enamel');
      const variant = await t.app.inject({ method: 'GET', url: `/img/320${product.imageUrl}` });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row!.imageUploadId).not.toBeNull();
    expect(await auditOf(id, 'product.image')).toHaveLength(2);
  });

  it('refuses a file that is not a PNG, JPEG or WebP by its bytes, and a form without a file', async () => {
    const id = await createPin();
    const pdf = multipart({}, { field: 'image', filename: 'pin.png', contentType: 'image/png', bytes: PDF_BYTES });
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/image`,
      payload: pdf.payload,
      headers: { ...pdf.headers, cookie },
    });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe(PRODUCT_MESSAGES.imageType);
    const none = multipart({ imageAlt: 'x' });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/image`,
      payload: none.payload,
      headers: { ...none.headers, cookie },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PRODUCT_MESSAGES.noImage);
  });
});

describe('every change reaches the shop at once', () => {
  it('the catalogue, the product page and the sitemap show an edit and a deactivation on the next request', async () => {
    const id = await createPin({ name: 'Fresh Pin' });
    const pages = loaderServices(t.app.services);
    await admin('PUT', `/api/products/${id}`, { ...EDIT, name: 'Renamed Fresh Pin', price: 3 });
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as {
      id: number;
      name: string;
    }[];
    expect(catalogue.find((p) => p.id === id)?.name).toBe('Renamed Fresh Pin');
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().price).toBe(3);
    expect((await pages.catalog.findProduct(id))?.name).toBe('Renamed Fresh Pin');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/product/${id}<`);
    expect(sitemap.headers['cache-control']).toBe('public, no-cache');

    await admin('PUT', `/api/products/${id}`, { ...EDIT, isActive: false });
    const after = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as { id: number }[];
    expect(after.some((p) => p.id === id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
    expect(await pages.catalog.findProduct(id)).toBeNull();
    expect((await pages.catalog.listProducts()).some((p) => p.id === id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(`/product/${id}<`);
  });
});
