/**
 * The design library: a signed-in customer saves, lists, renames and deletes designs, or keeps a past
 * custom order as one; nobody else can read or change them, and the artwork is the upload the customer made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { accountTestClient } from '../../../tests/helpers/account-test-client';
import { insertCustomOrder } from '../../../tests/helpers/order-test-data';

let t: TestApp;
let owner = { id: 0, cookie: '' };
let stranger = { id: 0, cookie: '' };

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  const client = accountTestClient(t);
  const first = await client.register('designowner', 'design-owner@example.com');
  owner = { id: first.user.id, cookie: first.cookie };
  const second = await client.register('designstranger', 'design-stranger@example.com');
  stranger = { id: second.user.id, cookie: second.cookie };
});
afterAll(() => t.close());

const OPTIONS = { quantity: 250, size: '1.5inch', plating: 'gold', packaging: ['backing-cards'], rushOrder: true };

function save(cookie: string | undefined, design: object, withLogo = true) {
  const body = multipart(
    { design: JSON.stringify(design) },
    withLogo ? { field: 'logo', filename: 'club-crest.png', contentType: 'image/png', bytes: PNG_BYTES } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/saved-designs',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

describe('/api/saved-designs', () => {
  it('saves a design with its artwork, lists it, renames it and deletes it', async () => {
    const saved = await save(owner.cookie, { name: '  Member-guest 2027 ', options: OPTIONS });
    expect(saved.statusCode).toBe(200);
    const design = saved.json();
    expect(design).toMatchObject({
      name: 'Member-guest 2027',
      options: OPTIONS,
      logoFileName: 'club-crest.png',
      customOrderId: null,
    });
    expect(design.logoUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    // The artwork is served as the upload it is, so the designer can start from it without a new upload.
    const file = await call('GET', design.logoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    expect((await call('GET', '/api/saved-designs', owner.cookie)).json()).toEqual({
      designs: [design],
      nextCursor: null,
    });
    expect((await call('GET', `/api/saved-designs/${design.id}`, owner.cookie)).json()).toEqual(design);

    const renamed = await call('PATCH', `/api/saved-designs/${design.id}`, owner.cookie, { name: 'Club crest' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: design.id, name: 'Club crest', options: OPTIONS });

    const deleted = await call('DELETE', `/api/saved-designs/${design.id}`, owner.cookie);
    expect(deleted.json()).toEqual({ message: 'Design deleted' });
    expect((await call('GET', `/api/saved-designs/${design.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/saved-designs', owner.cookie)).json()).toEqual({ designs: [], nextCursor: null });
  });

  it('keeps the just-pins rule and refuses bad names, options and files', async () => {
    const mixed = await save(owner.cookie, {
      name: 'Mixed',
      options: { ...OPTIONS, packaging: ['just-pins', 'individual-bags'] },
    });
    expect(mixed.json().options.packaging).toEqual(['individual-bags']);
    expect((await save(owner.cookie, { name: ' ', options: OPTIONS })).json().message).toBe(
      'Please give your design a name',
    );
    expect((await save(owner.cookie, { name: 'x', options: { ...OPTIONS, size: '9inch' } })).statusCode).toBe(400);
    const notJson = multipart({ design: '{oops' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/saved-designs',
      headers: { ...notJson.headers, cookie: owner.cookie },
      payload: notJson.payload,
    });
    expect(bad.statusCode).toBe(400);
    const text = multipart(
      { design: JSON.stringify({ name: 'Text', options: OPTIONS }) },
      { field: 'logo', filename: 'crest.png', contentType: 'image/png', bytes: Buffer.from('not an image') },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/saved-designs',
      headers: { ...text.headers, cookie: owner.cookie },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(415);
    // Without artwork a design is still kept (the designer asks for the file when ordering).
    expect((await save(owner.cookie, { name: 'No logo yet', options: OPTIONS }, false)).json().logoUrl).toBeNull();
  });

  it("is the owner's alone: another customer gets 404 for every call, a visitor 401", async () => {
    const design = (await save(owner.cookie, { name: 'Private', options: OPTIONS })).json();
    const url = `/api/saved-designs/${design.id}`;
    expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', url, stranger.cookie, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', url, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/saved-designs', stranger.cookie)).json()).toEqual({
      designs: [],
      nextCursor: null,
    });
    for (const [method, path] of [
      ['GET', '/api/saved-designs'],
      ['GET', url],
      ['PATCH', url],
      ['DELETE', url],
    ] as const) {
      const res = await call(method, path, undefined, method === 'PATCH' ? { name: 'x' } : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await save(undefined, { name: 'Anon', options: OPTIONS })).statusCode).toBe(401);
    expect((await call('GET', url, owner.cookie)).json().name).toBe('Private');
  });

  it('saves a past custom order of mine as a design with its options and artwork; not anyone else’s', async () => {
    const { order } = await insertCustomOrder(t.database.db, {
      userId: owner.id,
      quantity: 300,
      size: '1.25inch',
      plating: 'black-nickel',
      packaging: 'individual-bags,backing-cards',
      rushOrder: true,
      logoUrl: '/uploads/0b7f1d2e-1111-4222-8333-944445555666.png',
      logoFileName: 'tournament.png',
    });
    const res = await call('POST', '/api/saved-designs/from-order', owner.cookie, { orderId: order.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: `Design from order W-${order.id + 1000}`,
      options: {
        product: 'pin',
        quantity: 300,
        size: '1.25inch',
        plating: 'black-nickel',
        packaging: ['individual-bags', 'backing-cards'],
        rushOrder: true,
      },
      logoUrl: '/uploads/0b7f1d2e-1111-4222-8333-944445555666.png',
      logoFileName: 'tournament.png',
      customOrderId: order.id,
    });
    const named = await call('POST', '/api/saved-designs/from-order', owner.cookie, {
      orderId: order.id,
      name: 'Spring open',
    });
    expect(named.json().name).toBe('Spring open');

    const other = await call('POST', '/api/saved-designs/from-order', stranger.cookie, { orderId: order.id });
    expect(other.statusCode).toBe(404);
    expect((await call('GET', '/api/saved-designs', stranger.cookie)).json()).toEqual({
      designs: [],
      nextCursor: null,
    });
    expect((await call('POST', '/api/saved-designs/from-order', undefined, { orderId: order.id })).statusCode).toBe(
      401,
    );
  });

  it('keeps what the design is made as: a ball-marker order, a hat clip saved in the designer', async () => {
    const { order } = await insertCustomOrder(t.database.db, {
      userId: owner.id,
      product: 'ball-marker',
      size: '1inch',
      logoUrl: '/uploads/0b7f1d2e-1111-4222-8333-944445555667.png',
      logoFileName: 'marker.png',
    });
    const fromOrder = await call('POST', '/api/saved-designs/from-order', owner.cookie, { orderId: order.id });
    expect(fromOrder.statusCode).toBe(200);
    expect(fromOrder.json().options).toMatchObject({ product: 'ball-marker', quantity: 100 });

    const saved = await save(owner.cookie, {
      name: 'Clip',
      options: { ...OPTIONS, size: '1inch', product: 'hat-clip' },
    });
    expect(saved.statusCode).toBe(200);
    const list = (
      (await call('GET', '/api/saved-designs', owner.cookie)).json() as {
        designs: Array<{ id: number; options: { product?: string } }>;
      }
    ).designs;
    expect(list.find((design) => design.id === fromOrder.json().id)?.options.product).toBe('ball-marker');
    expect(list.find((design) => design.id === saved.json().id)?.options.product).toBe('hat-clip');
    expect((await save(owner.cookie, { name: 'Mug', options: { ...OPTIONS, product: 'mug' } })).statusCode).toBe(400);
  });

  it('keeps a backing card at its card size; a size the product is not made in is the field’s message', async () => {
    const card = await save(owner.cookie, {
      name: 'Member-guest cards',
      options: { ...OPTIONS, product: 'backing-card', size: '3x4inch' },
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().options).toMatchObject({ product: 'backing-card', size: '3x4inch' });
    const pin = await save(owner.cookie, { name: 'Odd pin', options: { ...OPTIONS, size: '3x4inch' } });
    expect(pin.statusCode).toBe(400);
    expect(pin.body).toContain('Choose a size this product comes in');
  });
});
