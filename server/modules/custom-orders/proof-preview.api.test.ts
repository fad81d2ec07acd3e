// A proof PDF of dense vector art: drawn in a worker thread within limits, so the shop keeps answering meanwhile, and
// kept without a preview (the owner told so) when it is too heavy to draw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MESSAGES } from '../../../core/schemas/proofs';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { densePdf } from '../../../tests/helpers/dense-pdf';
import { multipart } from '../../../tests/helpers/multipart';
import { runningWorkers } from '../../integrations/render/render-pool';
import { insertCustomOrder } from '../../../tests/helpers/order-test-data';

let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

/** 300,000 line operators in about 17 KB: the page that froze the shop before drawing moved off the event loop. */
const DENSE = densePdf(300_000);

function uploadProof(id: number, bytes: Buffer) {
  const body = multipart(
    { note: '' },
    { field: 'proof', filename: 'dense.pdf', contentType: 'application/pdf', bytes },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/custom-orders/${id}/proofs`,
    headers: { cookie: admin, ...body.headers },
    payload: body.payload,
  });
}

describe('a proof PDF too detailed to draw', () => {
  it('is kept without a preview, and the owner is told so', async () => {
    expect(DENSE.length).toBeLessThan(50_000);
    const { order } = await insertCustomOrder(t.database.db, { status: 'design_in_progress' });
    const res = await uploadProof(order.id, DENSE);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: PROOF_MESSAGES.uploadedWithoutPreview,
      previewAvailable: false,
      status: 'awaiting_approval',
      proof: { version: 1, fileType: 'application/pdf', previewUrl: null },
    });
    const file = await t.app.inject({ method: 'GET', url: res.json().proof.fileUrl });
    expect(file.rawPayload.equals(DENSE)).toBe(true);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/custom-orders/${order.id}/proofs`,
      headers: { cookie: admin },
    });
    expect(view.json().designs[0].versions).toMatchObject([{ version: 1, previewUrl: null }]);
  });

  it('does not hold up other requests while it is drawn', async () => {
    const { order } = await insertCustomOrder(t.database.db, { status: 'design_in_progress' });
    const finished: string[] = [];
    const upload = uploadProof(order.id, DENSE).then((res) => {
      finished.push('upload');
      return res;
    });
    // Once the worker is drawing, the shop answers others before the upload is done.
    while (runningWorkers() === 0 && finished.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const others = await Promise.all(
      ['/healthz', '/api/products'].map(async (url) => {
        const res = await t.app.inject({ method: 'GET', url });
        finished.push(url);
        return res.statusCode;
      }),
    );
    expect(others).toEqual([200, 200]);
    expect((await upload).statusCode).toBe(201);
    expect(finished.at(-1)).toBe('upload');
  });
});
