/**
 * Several designs in one order (decision 045), the proofs: each design has its own versions and answers; the order is
 * approved, and the balance link e-mailed once, when every design is approved. An order from before keeps working.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_MESSAGES, type PinDesign } from '../../../core/designs';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { THREE_DESIGNS } from '../../../tests/helpers/design-orders';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { insertCustomOrder } from '../../../tests/helpers/order-test-data';
import { customOrders, outbox } from '../../db/schema';
import { orderNumber } from '../../../core/order-numbers';

let t: TestApp;
let admin = '';
let client = 0;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

function inject(options: {
  method: 'GET' | 'POST';
  url: string;
  cookie?: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}) {
  client += 1;
  return t.app.inject({
    method: options.method,
    url: options.url,
    remoteAddress: `10.46.${Math.floor(client / 250)}.${client % 250}`,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** The admin's upload of a proof of design `design` (no `design` field at all when undefined). */
function uploadProof(id: number, design: number | undefined) {
  const fields: Record<string, number> = design === undefined ? {} : { design };
  const body = multipart(fields, {
    field: 'proof',
    filename: `proof-${design}.png`,
    contentType: 'image/png',
    bytes: PNG_BYTES,
  });
  return inject({ method: 'POST', url: `/api/custom-orders/${id}/proofs`, cookie: admin, ...body });
}

const customerView = (id: number, token: string) =>
  inject({ method: 'GET', url: `/api/orders/${id}/proof?token=${token}` });
const approve = (id: number, token: string, design: number | undefined, version = 1) =>
  inject({
    method: 'POST',
    url: `/api/orders/${id}/proof/approve`,
    payload: { token, version, confirmed: true, ...(design === undefined ? {} : { design }) },
  });

function requestChanges(id: number, token: string, design: number) {
  const body = multipart({ token, design, version: 1, comment: 'Make the flag red' });
  return inject({ method: 'POST', url: `/api/orders/${id}/proof/changes`, ...body });
}

/** A paid order of three designs, each with its artwork, the first being the order's logo. */
async function threeDesignOrder() {
  const pinDesigns: PinDesign[] = THREE_DESIGNS.map((design, index) => ({
    ...design,
    logoUrl: `/uploads/design-${index + 1}.png`,
    logoFileName: `design-${index + 1}.png`,
  }));
  return insertCustomOrder(t.database.db, {
    status: 'design_in_progress',
    pinDesigns,
    logoUrl: pinDesigns[0]!.logoUrl!,
    logoFileName: 'design-1.png',
  });
}

async function mailsOf(id: number) {
  const rows = await t.database.db.select().from(outbox);
  return rows.filter((row) => {
    const payload = row.payload as { customOrderId?: number; about?: { id?: number } };
    return payload.customOrderId === id || payload.about?.id === id;
  });
}

/** The balance-link e-mails and the owner's "proof approved" notices of an order. */
async function approvalMails(id: number) {
  const mails = await mailsOf(id);
  return {
    balanceLinks: mails.filter((mail) => (mail.payload as { balanceLinkVersion?: number }).balanceLinkVersion),
    ownerNotices: mails.filter((mail) => (mail.payload as { ownerNotice?: string }).ownerNotice === 'proof_approved'),
  };
}

const statusOf = async (id: number) =>
  (await t.database.db.select().from(customOrders).where(eq(customOrders.id, id)))[0]!.status;

describe('proofs of an order with three designs', () => {
  it('number each design from 1, name the design in the e-mail and the audit, refuse a design the order lacks', async () => {
    const { order, token } = await threeDesignOrder();
    for (const design of [1, 2, 3, 2]) expect((await uploadProof(order.id, design)).statusCode).toBe(201);
    const missing = await uploadProof(order.id, 4);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(DESIGN_MESSAGES.design);
    expect((await uploadProof(order.id, 11)).statusCode).toBe(400);

    const view = (await customerView(order.id, token)).json();
    expect(
      view.designs.map((d: { design: number; name: string; quantity: number; versions: { version: number }[] }) => [
        d.design,
        d.name,
        d.quantity,
        d.versions.map((v) => v.version),
      ]),
    ).toEqual([
      [1, 'Hole 7', 25, [1]],
      [2, 'Hole 12', 25, [1, 2]],
      [3, 'Clubhouse', 50, [1]],
    ]);
    expect(view.designs.map((d: { artworkUrl: string }) => d.artworkUrl)).toEqual([
      '/uploads/design-1.png',
      '/uploads/design-2.png',
      '/uploads/design-3.png',
    ]);
    expect(view.designs.every((d: { canRespond: boolean; approved: boolean }) => d.canRespond && !d.approved)).toBe(
      true,
    );
    const admins = (
      await inject({ method: 'GET', url: `/api/custom-orders/${order.id}/proofs`, cookie: admin })
    ).json();
    expect(admins.designs.map((d: { versions: unknown[] }) => d.versions.length)).toEqual([1, 2, 1]);

    const subjects = (await mailsOf(order.id)).map((mail) => mail.subject);
    expect(subjects).toContain(`Proof 2 of 'Hole 12' for custom order ${orderNumber('custom', order.id)} is ready`);
    const history = await inject({
      method: 'GET',
      url: `/api/admin/audit?entity=custom_orders&entityId=${order.id}`,
      cookie: admin,
    });
    const summaries = history.json().entries.map((entry: { summary: string }) => entry.summary);
    expect(summaries).toContain("Uploaded Proof 1 of 'Hole 7' (proof-1.png) for the customer's approval");
  });

  it('two approved of three leave the order awaiting approval with no balance link; the third sends it once', async () => {
    const { order, token } = await threeDesignOrder();
    for (const design of [1, 2, 3]) await uploadProof(order.id, design);
    for (const design of [1, 2]) {
      const res = await approve(order.id, token, design);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'awaiting_approval',
        design,
        approvedDesigns: design,
        designCount: 3,
        payBalancePath: null,
      });
    }
    expect(await statusOf(order.id)).toBe('awaiting_approval');
    expect(await approvalMails(order.id)).toEqual({ balanceLinks: [], ownerNotices: [] });
    const view = (await customerView(order.id, token)).json();
    expect(view.designs.map((d: { approved: boolean; canRespond: boolean }) => [d.approved, d.canRespond])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(view.payBalancePath).toBeNull();
    expect((await approve(order.id, token, 1)).statusCode).toBe(409);

    const last = await approve(order.id, token, 3);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({
      status: 'approved',
      approvedDesigns: 3,
      payBalancePath: expect.stringMatching(/^\/balance-payment\//),
    });
    expect(await statusOf(order.id)).toBe('approved');
    const mails = await approvalMails(order.id);
    expect(mails.balanceLinks).toHaveLength(1);
    expect(mails.ownerNotices).toHaveLength(1);
    expect(mails.ownerNotices[0]!.textBody).toContain("approved proof version 1 of 'Clubhouse', the last design");
    expect((await customerView(order.id, token)).json().payBalancePath).toBe(last.json().payBalancePath);
    // The balance page shows each design by name with its own approved proof.
    const balanceToken = (last.json().payBalancePath as string).split('/').pop()!;
    const balance = (await inject({ method: 'GET', url: `/api/balance-payment/${balanceToken}` })).json();
    expect(balance.designs.map((d: { name: string }) => d.name)).toEqual(['Hole 7', 'Hole 12', 'Clubhouse']);
    const images = balance.designs.map((d: { approvedImageUrl: string | null }) => d.approvedImageUrl);
    expect(images.every((url: string | null) => /^\/uploads\/[\w-]+\.png$/.test(url ?? ''))).toBe(true);
    expect(new Set(images).size).toBe(3);
  });

  it('the last two designs approved at the same moment send exactly one balance link', async () => {
    const { order, token } = await threeDesignOrder();
    for (const design of [1, 2, 3]) await uploadProof(order.id, design);
    expect((await approve(order.id, token, 1)).statusCode).toBe(200);
    const both = await Promise.all([approve(order.id, token, 2), approve(order.id, token, 3)]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both.map((res) => res.json().status).sort()).toEqual(['approved', 'awaiting_approval']);
    expect(await statusOf(order.id)).toBe('approved');
    const mails = await approvalMails(order.id);
    expect(mails.balanceLinks).toHaveLength(1);
    expect(mails.ownerNotices).toHaveLength(1);
  });

  it('changes to one design keep the others answerable; reopening one design reopens only it', async () => {
    const { order, token } = await threeDesignOrder();
    for (const design of [1, 2]) await uploadProof(order.id, design);
    expect((await requestChanges(order.id, token, 1)).json()).toMatchObject({ status: 'awaiting_approval' });
    const notice = (await mailsOf(order.id)).find(
      (mail) => (mail.payload as { ownerNotice?: string }).ownerNotice === 'proof_changes_requested',
    );
    expect(notice!.textBody).toContain("asked for changes to proof version 1 of 'Hole 7' of order");
    expect((await approve(order.id, token, 1)).statusCode).toBe(409);
    expect((await approve(order.id, token, 2)).json()).toMatchObject({
      status: 'design_in_progress',
      approvedDesigns: 1,
      payBalancePath: null,
    });
    // No design waits for an answer now: the studio is working on design 1 (and design 3 has no proof yet).
    expect(await statusOf(order.id)).toBe('design_in_progress');
    expect((await uploadProof(order.id, 2)).statusCode).toBe(409);
    const reopen = await inject({
      method: 'POST',
      url: `/api/custom-orders/${order.id}/proofs/reopen`,
      cookie: admin,
      payload: { design: 2, reason: 'Wrong hole number' },
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect((await uploadProof(order.id, 2)).json()).toMatchObject({
      proof: { version: 2 },
      status: 'awaiting_approval',
    });
    const view = (await customerView(order.id, token)).json();
    expect(view.designs[1].feedback.map((f: { kind: string }) => f.kind)).toEqual(['approved', 'reopened']);
    expect(view.designs[0].feedback.map((f: { kind: string }) => f.kind)).toEqual(['changes_requested']);
  });
});

describe("the admin's dashboard", () => {
  it('keeps a change request on one design until a new version of that design answers it', async () => {
    const { order, token } = await threeDesignOrder();
    const path = `/admin/orders/${orderNumber('custom', order.id)}`;
    const open = async () => {
      const res = await inject({ method: 'GET', url: '/api/admin/attention', cookie: admin });
      const items: Array<{ kind: string; path: string }> = res.json().items;
      return items.filter((item) => item.kind === 'proof_changes' && item.path === path).length;
    };
    for (const design of [1, 2]) await uploadProof(order.id, design);
    await requestChanges(order.id, token, 1);
    // A new version of another design does not answer design 1's request.
    expect((await uploadProof(order.id, 2)).statusCode).toBe(201);
    expect(await open()).toBe(1);
    expect((await uploadProof(order.id, 1)).statusCode).toBe(201);
    expect(await open()).toBe(0);
  });
});

describe('an order of one design (as before designs)', () => {
  it('reads as design 1 with the order logo; a proof without a design field is approved and the link sent', async () => {
    const { order, token } = await insertCustomOrder(t.database.db, {
      status: 'design_in_progress',
      logoUrl: '/uploads/crest.png',
      logoFileName: 'crest.png',
    });
    expect((await uploadProof(order.id, undefined)).statusCode).toBe(201);
    const view = (await customerView(order.id, token)).json();
    expect(view.designs).toEqual([
      expect.objectContaining({
        design: 1,
        name: 'Your design',
        quantity: 100,
        artworkUrl: '/uploads/crest.png',
        canRespond: true,
      }),
    ]);
    const subjects = (await mailsOf(order.id)).map((mail) => mail.subject);
    expect(subjects).toEqual([`Your proof for custom order ${orderNumber('custom', order.id)} is ready (version 1)`]);
    const res = await approve(order.id, token, undefined);
    expect(res.json()).toMatchObject({ status: 'approved', design: 1, approvedDesigns: 1, designCount: 1 });
    expect((await approvalMails(order.id)).balanceLinks).toHaveLength(1);
  });
});
