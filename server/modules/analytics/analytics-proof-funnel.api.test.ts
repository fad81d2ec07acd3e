/**
 * GET /api/admin/analytics, the designer funnel's "Proof approved" step for an order of several designs: the order
 * counts when every design is approved (decision 046), once, and not while some designs still wait.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PinDesign } from '../../../core/designs';
import { analyticsReportSchema } from '../../../core/schemas/analytics';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { THREE_DESIGNS } from '../../../tests/helpers/design-orders';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { insertCustomOrder } from '../../../tests/helpers/order-test-data';

const today = () => new Date().toISOString().slice(0, 10);

let t: TestApp;
let admin = '';
let client = 0;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  admin = await signInAdmin(t);
});
afterAll(() => t?.close());
beforeEach(async () => {
  // Only this test's proofs count.
  await t.database.db.execute(sql`update custom_order_proofs set approved_at = null`);
});

function inject(options: { method: 'GET' | 'POST'; url: string; cookie?: string; payload?: object | Buffer }) {
  client += 1;
  const { cookie, ...rest } = options;
  return t.app.inject({
    ...rest,
    remoteAddress: `10.47.${Math.floor(client / 250)}.${client % 250}`,
    headers: cookie ? { cookie } : {},
  });
}

async function uploadProof(id: number, design: number) {
  const body = multipart(
    { design },
    { field: 'proof', filename: `proof-${design}.png`, contentType: 'image/png', bytes: PNG_BYTES },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/custom-orders/${id}/proofs`,
    remoteAddress: `10.47.250.${(client += 1) % 250}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: admin },
  });
  expect(res.statusCode).toBe(201);
}

async function approve(id: number, token: string, design: number, version = 1) {
  const res = await inject({
    method: 'POST',
    url: `/api/orders/${id}/proof/approve`,
    payload: { token, version, confirmed: true, design },
  });
  expect(res.statusCode).toBe(200);
}

async function approvedOrders(): Promise<number | undefined> {
  const res = await inject({ method: 'GET', url: `/api/admin/analytics?from=${today()}&to=${today()}`, cookie: admin });
  expect(res.statusCode).toBe(200);
  const { designerFunnel } = analyticsReportSchema.parse(res.json());
  return designerFunnel.find((step) => step.label === 'Proof approved')?.count;
}

async function threeDesignOrder() {
  const pinDesigns: PinDesign[] = THREE_DESIGNS.map((design, index) => ({
    ...design,
    logoUrl: `/uploads/design-${index + 1}.png`,
    logoFileName: `design-${index + 1}.png`,
  }));
  const made = await insertCustomOrder(t.database.db, {
    testMode: true,
    status: 'design_in_progress',
    pinDesigns,
    logoUrl: pinDesigns[0]!.logoUrl!,
    logoFileName: 'design-1.png',
  });
  for (const design of [1, 2, 3]) await uploadProof(made.order.id, design);
  return made;
}

describe('the funnel\'s "Proof approved" step', () => {
  it('counts an order of three designs once, when the third design is approved', async () => {
    const { order, token } = await threeDesignOrder();
    expect(await approvedOrders()).toBe(0);

    await approve(order.id, token, 1);
    await approve(order.id, token, 2);
    expect(await approvedOrders()).toBe(0);

    await approve(order.id, token, 3);
    expect(await approvedOrders()).toBe(1);

    // Design 2 reopened, a new version approved: still the one order.
    const reopened = await inject({
      method: 'POST',
      url: `/api/custom-orders/${order.id}/proofs/reopen`,
      cookie: admin,
      payload: { design: 2, reason: 'The flag should be red' },
    });
    expect(reopened.statusCode).toBe(200);
    await uploadProof(order.id, 2);
    await approve(order.id, token, 2, 2);
    expect(await approvedOrders()).toBe(1);
  });

  it('counts an order of one design when its proof is approved, beside an order still waiting', async () => {
    const single = await insertCustomOrder(t.database.db, { testMode: true, status: 'design_in_progress' });
    await uploadProof(single.order.id, 1);
    const several = await threeDesignOrder();
    await approve(several.order.id, several.token, 3);
    expect(await approvedOrders()).toBe(0);

    await approve(single.order.id, single.token, 1);
    expect(await approvedOrders()).toBe(1);
  });
});
