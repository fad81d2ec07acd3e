/**
 * GET /api/admin/audit says what happened in words: each row's `summary` names the object as the owner knows it, money
 * in dollars and statuses by their labels, never a column name or JSON (the raw before/after stay beside it).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditPageSchema, type AuditRowDto } from '../../../core/schemas/admin';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { auditLog } from '../../db/schema';

let t: TestApp;
let cookie = '';

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'silent' });
  cookie = await signInAdmin(t);
}, 60_000);
afterAll(() => t.close());

function admin(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function audit(query: string): Promise<AuditRowDto[]> {
  const res = await admin('GET', `/api/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return auditPageSchema.parse(res.json()).entries;
}

const RAW = /[a-z][A-Z][a-z]|\b[a-z]+_[a-z]+\b|[{}]|\bnull\b|#\d+ ?→|Cents/;

it("reads each admin change as a sentence, with the change's raw fields beside it", async () => {
  const created = await admin('POST', '/api/discount-codes', {
    code: 'SUMMARY5',
    discountType: 'fixed',
    discountValue: 5,
    minimumOrderAmount: 25,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: number }>();
  const off = await admin('PATCH', `/api/discount-codes/${id}`, { isActive: false });
  expect(off.statusCode, off.body).toBe(200);

  const codeRows = await audit(`?entity=discount_codes&entityId=${id}`);
  expect(codeRows.map((row) => row.summary)).toEqual([
    'Turned discount code SUMMARY5 off',
    'Created discount code SUMMARY5: $5.00 off',
  ]);
  expect(codeRows[1]!.after).toMatchObject({ discountValue: 500, minimumOrderAmountCents: 2500 });

  const list = await admin('GET', '/api/admin/products');
  const product = list.json<{ products: Array<{ id: number; name: string; stockQuantity: number }> }>().products[0]!;
  const expected = product.stockQuantity;
  const put = await admin('PUT', `/api/products/${product.id}/stock`, { stockQuantity: expected + 3, expected });
  expect(put.statusCode, put.body).toBe(200);
  const [stockRow] = await audit(`?entity=products&entityId=${product.id}&limit=1`);
  expect(stockRow!.summary).toBe(`Stock of product "${product.name}": ${expected} → ${expected + 3}`);
});

it('reads an order status change and a change it has no sentence for in words too', async () => {
  await t.database.db.insert(auditLog).values([
    {
      actorUserId: null,
      action: 'custom-order.status',
      entity: 'custom_orders',
      entityId: '41',
      details: { status: 'approved' },
      before: { status: 'deposit_paid' },
      after: { status: 'approved' },
      ip: '10.0.0.9',
    },
    {
      actorUserId: null,
      action: 'gizmo.retune',
      entity: 'contact_lists',
      entityId: '3',
      details: {},
      before: { totalCents: 25_000, discountCode: 'SPRING' },
      after: { totalCents: 30_000, discountCode: null },
      ip: '10.0.0.9',
    },
  ]);
  const [status] = await audit('?entity=custom_orders&entityId=41');
  expect(status!.summary).toBe('Status: Deposit Paid → Approved');
  const [unknown] = await audit('?entity=contact_lists&entityId=3');
  expect(unknown!.summary).toBe(
    'Retune on contact list #3: total: $250.00 → $300.00; the discount code: SPRING → none',
  );
  for (const row of [...(await audit('?limit=100'))]) expect(row.summary, row.action).not.toMatch(RAW);
});
