import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { lastDayToApprove } from '../../../core/proof-dates';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart, PNG_BYTES } from '../../../tests/helpers/multipart';
import { auditLog, customOrderProofs, customOrders, outbox, proofFeedback } from '../../db/schema';
import { insertCustomOrder } from '../../../tests/helpers/order-test-data';

/** A real one-page PDF (a red square) for pdfjs to render. */
function onePagePdf(): Buffer {
  const content = '1 0 0 rg 10 10 80 80 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

let t: TestApp;
let admin = '';
let client = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

/** Each request from its own address, so the customer routes' rate limit never decides a test. */
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
    remoteAddress: `10.14.${Math.floor(client / 250)}.${client % 250}`,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

function uploadProof(id: number, bytes: Buffer, filename: string, note = '', cookie = admin) {
  const body = multipart({ note }, { field: 'proof', filename, contentType: 'application/octet-stream', bytes });
  return inject({ method: 'POST', url: `/api/custom-orders/${id}/proofs`, cookie, ...body });
}

const customerView = (id: number, token: string) =>
  inject({ method: 'GET', url: `/api/orders/${id}/proof?token=${token}` });
const approve = (id: number, token: string, version: number) =>
  inject({ method: 'POST', url: `/api/orders/${id}/proof/approve`, payload: { token, version, confirmed: true } });
const adminView = (id: number) => inject({ method: 'GET', url: `/api/custom-orders/${id}/proofs`, cookie: admin });

function requestChanges(id: number, fields: Record<string, string | number>, image?: Buffer) {
  const body = multipart(
    fields,
    image ? { field: 'image', filename: 'mark-up.png', contentType: 'image/png', bytes: image } : undefined,
  );
  return inject({ method: 'POST', url: `/api/orders/${id}/proof/changes`, ...body });
}

async function mailsTo(id: number) {
  const rows = await t.database.db.select().from(outbox);
  return rows.filter((row) => (row.payload as { customOrderId?: number }).customOrderId === id);
}

/** The approval e-mail names the balance ($450.00 of a $500 order) and carries a balance link that opens the order. */
async function expectWorkingBalanceMail(mail: { textBody: string }, payBalancePath: string) {
  expect(mail.textBody).toContain('Your design is approved, so the balance of $450.00 is now due');
  expect(mail.textBody).toContain(`http://shop.test${payBalancePath}`);
  const token = payBalancePath.split('/').pop()!;
  const record = await inject({ method: 'GET', url: `/api/balance-payment/${token}` });
  expect(record.statusCode, record.body).toBe(200);
  expect(record.json()).toMatchObject({ status: 'approved', remainingBalance: 450 });
}

async function audits(id: number, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));
}

describe('proof uploads (admin)', () => {
  it('take PNG, JPEG, PDF (previewed as PNG) and SVG (sanitised), numbered per order, and e-mail the proof page', async () => {
    const eventDate = addDays(isoDate(new Date()), 60);
    const { order, token } = await insertCustomOrder(t.database.db, { eventDate, status: 'design_in_progress' });

    const png = await uploadProof(order.id, PNG_BYTES, 'v1.png', 'First idea');
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({
      status: 'awaiting_approval',
      proof: { version: 1, note: 'First idea', fileType: 'image/png' },
    });

    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();
    const jpg = await uploadProof(order.id, jpeg, 'v1b.jpg');
    expect(jpg.json()).toMatchObject({ proof: { version: 2, fileType: 'image/jpeg' } });
    expect(jpg.json().proof.previewUrl).toBe(jpg.json().proof.fileUrl);

    const pdf = await uploadProof(order.id, onePagePdf(), 'v2.pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    const v2 = pdf.json().proof;
    expect(v2).toMatchObject({ version: 3, fileType: 'application/pdf', note: null });
    expect(v2.previewUrl).not.toBe(v2.fileUrl);
    const preview = await inject({ method: 'GET', url: v2.previewUrl });
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // The page is drawn, not only a blank sheet: red in the middle of the square, white paper at the corner.
    const { data, info } = await sharp(preview.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(Math.floor(info.width / 2), Math.floor(info.height / 2))).toEqual([255, 0, 0]);
    expect(pixel(1, 1)).toEqual([255, 255, 255]);

    const svg = await uploadProof(order.id, SVG, 'v3.svg');
    expect(svg.statusCode, svg.body).toBe(201);
    const stored = await inject({ method: 'GET', url: svg.json().proof.fileUrl });
    expect(stored.body).toContain('<rect');
    expect(stored.body).not.toContain('<script');

    for (const [bytes, name] of [
      [EXE, 'proof.exe'],
      [HTML, 'proof.html'],
      [EXE, 'looks-like.png'],
    ] as const) {
      const refused = await uploadProof(order.id, bytes, name);
      expect(refused.statusCode, name).toBe(415);
      expect(refused.json().message).toBe('Please upload a PNG, JPG, PDF or SVG file.');
    }

    const view = (await adminView(order.id)).json();
    expect(view.designs[0].versions.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(view).toMatchObject({
      status: 'awaiting_approval',
      eventDate,
      lastDayToApprove: lastDayToApprove(eventDate, false),
    });

    const mails = await mailsTo(order.id);
    expect(mails).toHaveLength(4);
    expect(mails[0]!.toAddress).toBe('pat@example.com');
    expect(mails[0]!.textBody).toContain(
      `http://shop.test/orders/${order.id}/proof?token=${encodeURIComponent(token)}`,
    );
    expect(mails[0]!.textBody).toMatch(/Please approve it by \w+day, /);
    expect(await audits(order.id, 'custom-order.proof-upload')).toHaveLength(4);
  });

  it('never give two uploads the same version, and are for admins only', async () => {
    const { order } = await insertCustomOrder(t.database.db);
    const both = await Promise.all([
      uploadProof(order.id, PNG_BYTES, 'a.png'),
      uploadProof(order.id, PNG_BYTES, 'b.png'),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(both.map((res) => res.json().proof.version).sort()).toEqual([1, 2]);
    expect((await uploadProof(order.id, PNG_BYTES, 'c.png', '', '')).statusCode).toBe(401);
    expect((await uploadProof(order.id, PNG_BYTES, 'c.png')).json().proof.version).toBe(3);
    expect((await uploadProof(999_999, PNG_BYTES, 'c.png')).statusCode).toBe(404);
    const cancelled = await insertCustomOrder(t.database.db, { status: 'cancelled' });
    expect((await uploadProof(cancelled.order.id, PNG_BYTES, 'c.png')).statusCode).toBe(409);
  });
});

describe('the customer', () => {
  it('sees the order and every version by the status-link token; a wrong token is a 404 like the status link', async () => {
    const { order, token } = await insertCustomOrder(t.database.db, { eventDate: addDays(isoDate(new Date()), 10) });
    await uploadProof(order.id, PNG_BYTES, 'v1.png', 'Gold edges');
    const res = await customerView(order.id, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      order: { id: order.id, quantity: 100, status: 'awaiting_approval', late: true },
      designs: [{ design: 1, versions: [{ version: 1, note: 'Gold edges', current: true }], canRespond: true }],
      payBalancePath: null,
    });
    const other = await insertCustomOrder(t.database.db);
    for (const url of [
      `/api/orders/${order.id}/proof?token=wrong`,
      `/api/orders/${order.id}/proof`,
      `/api/orders/${order.id}/proof?token=${other.token}`,
    ]) {
      const denied = await inject({ method: 'GET', url });
      expect(denied.statusCode, url).toBe(404);
      expect(denied.json().message).toBe('Order not found');
    }
    expect((await inject({ method: 'GET', url: `/api/orders/${order.id}/proof`, cookie: admin })).statusCode).toBe(200);
  });

  it('approves the current version once, even when Approve is clicked twice at once: one balance link e-mail', async () => {
    const { order, token } = await insertCustomOrder(t.database.db, { status: 'design_in_progress' });
    await uploadProof(order.id, PNG_BYTES, 'v1.png');
    await uploadProof(order.id, PNG_BYTES, 'v2.png');
    expect((await approve(order.id, token, 1)).json().message).toBe('Only the current version can be approved.');
    const unconfirmed = await inject({
      method: 'POST',
      url: `/api/orders/${order.id}/proof/approve`,
      payload: { token, version: 2 },
    });
    expect(unconfirmed.statusCode).toBe(400);

    const clicks = await Promise.all([approve(order.id, token, 2), approve(order.id, token, 2)]);
    expect(clicks.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const won = clicks.find((res) => res.statusCode === 200)!.json();
    expect(won).toMatchObject({
      status: 'approved',
      version: 2,
      payBalancePath: expect.stringMatching(/^\/balance-payment\/./),
    });
    expect(clicks.find((res) => res.statusCode === 409)!.json().message).toBe('This proof is already approved.');
    expect((await approve(order.id, token, 2)).json().message).toBe('This proof is already approved.');

    // One e-mail for the approval: the design is approved, the balance due now and its working link.
    const mails = (await mailsTo(order.id)).filter((mail) => !mail.subject.includes('is ready (version'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your design is approved: pay the balance of custom order /),
    ]);
    await expectWorkingBalanceMail(mails[0]!, won.payBalancePath);
    const [row] = await t.database.db.select().from(customOrders).where(eq(customOrders.id, order.id));
    expect(row!.status).toBe('approved');
    expect(row!.balanceLinkVersion).toBe(2);
    const proofs = await t.database.db
      .select()
      .from(customOrderProofs)
      .where(eq(customOrderProofs.customOrderId, order.id));
    expect(proofs.filter((proof) => proof.approvedAt)).toMatchObject([
      { version: 2, approvedByEmail: 'pat@example.com' },
    ]);
    const feedback = await t.database.db.select().from(proofFeedback).where(eq(proofFeedback.customOrderId, order.id));
    expect(feedback.map((entry) => entry.kind)).toEqual(['approved']);
    const [audit] = await audits(order.id, 'custom-order.proof-approve');
    expect(audit).toMatchObject({ actorUserId: null, after: { status: 'approved' } });

    const page = (await customerView(order.id, token)).json();
    expect(page).toMatchObject({
      designs: [{ canRespond: false, approved: true }],
      payBalancePath: won.payBalancePath,
    });
  });

  it('asks for changes with a comment and an image: the design goes back in progress, the admin sees it', async () => {
    const { order, token } = await insertCustomOrder(t.database.db);
    await uploadProof(order.id, PNG_BYTES, 'v1.png');
    expect((await requestChanges(order.id, { token, version: 1, comment: ' ' })).json().message).toBe(
      'Please describe the changes you would like.',
    );
    expect((await requestChanges(order.id, { token, version: 1, comment: 'x' }, EXE)).statusCode).toBe(415);
    expect((await requestChanges(order.id, { token: 'wrong', version: 1, comment: 'Bigger' })).statusCode).toBe(404);

    const asked = await requestChanges(order.id, { token, version: 1, comment: 'Make the flag red' }, PNG_BYTES);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'design_in_progress' });
    expect((await approve(order.id, token, 1)).json().message).toBe('This proof is not waiting for approval.');

    const view = (await adminView(order.id)).json();
    expect(view.status).toBe('design_in_progress');
    expect(view.designs[0].feedback).toMatchObject([
      {
        kind: 'changes_requested',
        version: 1,
        comment: 'Make the flag red',
        author: 'customer',
        imageUrl: expect.stringMatching(/^\/uploads\//),
      },
    ]);
    const [audit] = await audits(order.id, 'custom-order.proof-changes');
    expect(audit).toMatchObject({ actorUserId: null, before: { status: 'awaiting_approval' } });

    await uploadProof(order.id, PNG_BYTES, 'v2.png', 'Red flag');
    expect((await approve(order.id, token, 2)).statusCode).toBe(200);
  });
});

describe('the admin sets the design approved', () => {
  it('e-mails "Your design is approved" once, with the balance and a working link; the same status again sends none', async () => {
    const { order } = await insertCustomOrder(t.database.db, { status: 'mockup_sent' });
    const setStatus = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/custom-orders/${order.id}/status`,
        headers: { cookie: admin },
        payload: { status },
      });
    expect((await setStatus('approved')).statusCode).toBe(200);
    expect((await setStatus('approved')).statusCode).toBe(200);
    const mails = await mailsTo(order.id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your design is approved: pay the balance of custom order /),
    ]);
    const path = /http:\/\/shop\.test(\/balance-payment\/[\w-]{43})/.exec(mails[0]!.textBody)?.[1];
    expect(path).toBeDefined();
    await expectWorkingBalanceMail(mails[0]!, path!);
  });
});

describe('an approved version', () => {
  it('cannot be replaced until the admin reopens the order (audited)', async () => {
    const { order, token } = await insertCustomOrder(t.database.db);
    await uploadProof(order.id, PNG_BYTES, 'v1.png');
    expect((await approve(order.id, token, 1)).statusCode).toBe(200);

    const locked = await uploadProof(order.id, PNG_BYTES, 'v2.png');
    expect(locked.statusCode).toBe(409);
    expect((await adminView(order.id)).json()).toMatchObject({
      designs: [{ approved: true, versions: [{ version: 1 }] }],
    });

    const reopenUrl = `/api/custom-orders/${order.id}/proofs/reopen`;
    expect((await inject({ method: 'POST', url: reopenUrl, cookie: admin, payload: { reason: '' } })).statusCode).toBe(
      400,
    );
    const reopened = await inject({
      method: 'POST',
      url: reopenUrl,
      cookie: admin,
      payload: { reason: 'Customer called: new date' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'design_in_progress' });
    const again = await inject({ method: 'POST', url: reopenUrl, cookie: admin, payload: { reason: 'Twice' } });
    expect(again.statusCode).toBe(409);
    const [audit] = await audits(order.id, 'custom-order.proof-reopen');
    expect(audit).toMatchObject({ details: { reason: 'Customer called: new date', approvedVersion: 1 } });
    expect(audit!.actorUserId).not.toBeNull();

    const v2 = await uploadProof(order.id, PNG_BYTES, 'v2.png');
    expect(v2.statusCode).toBe(201);
    const view = (await adminView(order.id)).json();
    expect(view.designs[0].approved).toBe(false);
    expect(view.designs[0].versions[0]).toMatchObject({ version: 1, approvedAt: expect.any(String) });
    expect(
      view.designs[0].feedback.map((entry: { kind: string; author: string }) => [entry.kind, entry.author]),
    ).toEqual([
      ['approved', 'customer'],
      ['reopened', 'admin'],
    ]);
  });
});

describe('the approve-by order of the admin list', () => {
  it('puts the soonest last day to approve first and orders without an event date after, page by page', async () => {
    const marker = `approve-by-${Date.now()}@example.com`;
    const day = (n: number) => addDays(isoDate(new Date()), n);
    const late = await insertCustomOrder(t.database.db, { customerEmail: marker, eventDate: day(90) });
    const rush = await insertCustomOrder(t.database.db, { customerEmail: marker, eventDate: day(80), rushOrder: true });
    const soon = await insertCustomOrder(t.database.db, { customerEmail: marker, eventDate: day(50) });
    const none = await insertCustomOrder(t.database.db, { customerEmail: marker });
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `sort=approve_by&limit=2&q=${encodeURIComponent(marker)}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await inject({ method: 'GET', url: `/api/admin/orders?${query}`, cookie: admin });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(...res.json().orders.map((entry: { order: { id: number } }) => entry.order.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    // Last days: soon -35 = day 15, rush -21 = day 59, late -35 = day 55.
    expect(ids).toEqual([soon.order.id, late.order.id, rush.order.id, none.order.id]);
    const rows = await t.database.db.select().from(customOrders).where(like(customOrders.customerEmail, marker));
    expect(rows).toHaveLength(4);
  });
});
