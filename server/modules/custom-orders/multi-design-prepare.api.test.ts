/**
 * Several designs in one order (decision 045), the designer's side of the server: prepare takes each design's name,
 * quantity and artwork, prices the total, and the deposit makes an order that lists them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DESIGN_MESSAGES, designFileField } from '../../../core/designs';
import { signInAdmin } from '../../../tests/helpers/admin';
import { artworkFile } from '../../../tests/helpers/artwork-fixtures';
import { RUSH_GOLD_ORDER } from '../../../tests/helpers/custom-orders';
import { designFile, prepareDesigns, THREE_DESIGN_ORDER, THREE_DESIGNS } from '../../../tests/helpers/design-orders';
import { PNG_BYTES } from '../../../tests/helpers/multipart';
import { paymentHarness } from '../../../tests/helpers/payments';
import { customOrders } from '../../db/schema';

const { world, call, approve, capture } = paymentHarness();

const prepare = (orderData: object, files?: Parameters<typeof prepareDesigns>[2]) =>
  prepareDesigns(world.t.app, orderData, files);

/** A PNG that differs from the others by its trailing bytes (each design's own file). */
const pngWith = (tag: string) => Buffer.concat([PNG_BYTES, Buffer.from(tag)]);

/** The order a paid deposit makes of the prepared order. */
async function pay(orderData: object, files?: Parameters<typeof prepareDesigns>[2]) {
  const { preparedOrderId } = (await prepare(orderData, files)).json();
  const created = await call('POST', '/api/paypal/order', { purpose: 'deposit', preparedOrderId });
  expect(created.statusCode, created.body).toBe(201);
  await approve(created.json().id);
  const id: number = (await capture(created.json().id)).json().customOrderId;
  const [row] = await world.t.database.db.select().from(customOrders).where(eq(customOrders.id, id));
  return row!;
}

describe('prepare with several designs', () => {
  it('prices the total, keeps each design with its own artwork and answers them (the checkout shows them)', async () => {
    const files = [1, 2, 3].map((n) => designFile(n, pngWith(`design ${n}`)));
    const res = await prepare(THREE_DESIGN_ORDER, files);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // 100 pieces in all: the 100-piece tier, as RUSH_GOLD_ORDER is priced (5.35 a pin, 635.00, deposit 63.50).
    expect(body).toMatchObject({ quantity: 100, pricePerPin: 5.35, totalPrice: 635, depositAmount: 63.5 });
    expect(body.designs).toEqual([
      { name: 'Hole 7', quantity: 25, logoUrl: expect.stringMatching(/^\/uploads\//), logoFileName: 'design-1.png' },
      { name: 'Hole 12', quantity: 25, logoUrl: expect.stringMatching(/^\/uploads\//), logoFileName: 'design-2.png' },
      { name: 'Clubhouse', quantity: 50, logoUrl: expect.stringMatching(/^\/uploads\//), logoFileName: 'design-3.png' },
    ]);
    const urls = body.designs.map((design: { logoUrl: string }) => design.logoUrl);
    expect(new Set(urls).size).toBe(3);
    // Design 1's artwork is the order's logo, so everything that knows one logo keeps working.
    expect(body.logoUrl).toBe(urls[0]);
    for (const url of urls) {
      const file = await world.t.app.inject({ method: 'GET', url });
      expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    }
    const page = await call('GET', `/api/designer-orders/${body.preparedOrderId}`);
    expect(page.json().designs).toEqual(body.designs);
  });

  it('refuses a design under 25, quantities that do not add up, eleven designs and a missing artwork', async () => {
    const small = [{ name: 'Hole 7', quantity: 24 }, ...THREE_DESIGNS.slice(1)];
    const cases: Array<[object, string, number?]> = [
      [{ ...THREE_DESIGN_ORDER, designs: small }, DESIGN_MESSAGES.quantity],
      [
        { ...THREE_DESIGN_ORDER, designs: [...THREE_DESIGNS.slice(0, 2), { name: 'Clubhouse', quantity: 75 }] },
        DESIGN_MESSAGES.total,
      ],
      [
        {
          ...THREE_DESIGN_ORDER,
          designs: Array.from({ length: 11 }, (_, n) => ({ name: `Hole ${n + 1}`, quantity: 25 })),
        },
        DESIGN_MESSAGES.count,
        10,
      ],
      [{ ...THREE_DESIGN_ORDER, designs: [{ name: ' ', quantity: 100 }] }, DESIGN_MESSAGES.name],
    ];
    for (const [orderData, message, files] of cases) {
      const parts = files === undefined ? undefined : Array.from({ length: files }, (_, n) => designFile(n + 1));
      const res = await prepare(orderData, parts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await prepare(THREE_DESIGN_ORDER, [designFile(1), designFile(3)]);
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().message).toBe(DESIGN_MESSAGES.artwork);
  });

  it("checks each design's file like the logo: a file that is not artwork is refused", async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    const res = await prepare(THREE_DESIGN_ORDER, [designFile(1), designFile(2, exe), designFile(3)]);
    expect(res.statusCode, res.body).toBe(415);
  });

  it('the deposit makes an order that lists the designs with their artwork; one design keeps the list empty', async () => {
    const several = await pay(THREE_DESIGN_ORDER);
    expect(several.quantity).toBe(100);
    expect(several.pinDesigns.map(({ name, quantity }) => ({ name, quantity }))).toEqual(THREE_DESIGNS);
    expect(several.pinDesigns[0]!.logoUrl).toBe(several.logoUrl);
    expect(several.pinDesigns.every((design) => design.logoUrl?.startsWith('/uploads/'))).toBe(true);

    const one = await pay(RUSH_GOLD_ORDER, [designFile(1)]);
    expect(one.pinDesigns).toEqual([]);
    expect(one.logoUrl).toMatch(/^\/uploads\//);
  });

  it("keeps each design's instant mockup; the owner sends design 2's as its proof version 1", async () => {
    const flag = { field: designFileField(2), ...artworkFile('flag') };
    const order = await pay(THREE_DESIGN_ORDER, [designFile(1), flag, designFile(3)]);
    const admin = await signInAdmin(world.t);
    const send = (design: number) =>
      world.t.app.inject({
        method: 'POST',
        url: `/api/custom-orders/${order.id}/proofs/mockup?design=${design}`,
        headers: { cookie: admin },
      });
    const sent = await send(2);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ version: 1 });
    expect((await send(2)).statusCode).toBe(409);
    expect((await send(4)).statusCode).toBe(404);
    const proofs = await world.t.app.inject({
      method: 'GET',
      url: `/api/custom-orders/${order.id}/proofs`,
      headers: { cookie: admin },
    });
    const designs = proofs.json().designs;
    expect(designs[1].versions).toMatchObject([{ version: 1, fileName: 'flag-3-colours-mockup.png' }]);
    expect(designs[1].mockupUrl).toMatch(/-mockup\.png$/);
    expect(designs[0].versions).toEqual([]);
  });
});
