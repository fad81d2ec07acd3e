import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../../../core/schemas/product-admin';
import { signInAdmin } from '../../../tests/helpers/admin';
import { newSessionId } from '../../../tests/helpers/app';
import { paymentHarness } from '../../../tests/helpers/payments';
import { auditLog, orders } from '../../db/schema';

const { world, call, cartWith, checkout, approve, capture, stockOf } = paymentHarness();
let cookie: string;

beforeAll(async () => {
  cookie = await signInAdmin(world.t);
});

function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return world.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

let made = 0;
async function newPin(stockQuantity: number): Promise<number> {
  made += 1;
  const res = await admin('POST', '/api/products', {
    name: `Stock Test Pin ${made}`,
    price: 6,
    category: 'golf-pins',
    stockQuantity,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product.id as number;
}

const setStock = (id: number, stockQuantity: number, expected: number) =>
  admin('PUT', `/api/products/${id}/stock`, { stockQuantity, expected });

const heldUnits = async (id: number) =>
  ((await admin('GET', '/api/admin/products')).json().products as { id: number; heldUnits: number }[]).find(
    (p) => p.id === id,
  )!.heldUnits;

describe('PUT /api/products/{id}/stock', () => {
  it('sets the stock from the quantity the admin saw and audits it', async () => {
    const id = await newPin(10);
    const res = await setStock(id, 0, 10);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: PRODUCT_MESSAGES.stockUpdated, product: { stockQuantity: 0 } });
    const [audit] = await world.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'product.stock')));
    expect([audit!.before, audit!.after]).toEqual([{ stockQuantity: 10 }, { stockQuantity: 0 }]);
  });

  it.each([
    [{ stockQuantity: -1, expected: 10 }, PRODUCT_MESSAGES.stock],
    [{ stockQuantity: 'lots', expected: 10 }, PRODUCT_MESSAGES.stock],
    [{ stockQuantity: 2.5, expected: 10 }, PRODUCT_MESSAGES.stockWhole],
    [{ stockQuantity: 5 }, PRODUCT_MESSAGES.expected],
  ])('refuses %o with its message', async (body, message) => {
    const res = await admin('PUT', '/api/products/1/stock', body);
    expect(res.statusCode).toBe(400);
    expect((res.json().issues as { message: string }[]).map((issue) => issue.message)).toContain(message);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await setStock(999_999, 3, 3);
    expect(res.statusCode).toBe(404);
  });
});

describe('a sale during the edit is never lost', () => {
  it('a payment taking units while the admin edits: the stale edit is refused, the sale kept', async () => {
    const id = await newPin(10);
    const seen = await stockOf(id);
    const session = await cartWith([[id, 2]]);
    const paying = await checkout(session);
    expect(paying.statusCode, paying.body).toBe(201);
    expect(await heldUnits(id)).toBe(2);

    const stale = await setStock(id, 20, seen);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Stock changed while you were editing: now 8');
    expect(await stockOf(id)).toBe(8);

    // The admin sees 8 and sets 20; the buyer pays: the order is made and the stock stays 20.
    expect((await setStock(id, 20, 8)).statusCode).toBe(200);
    await approve(paying.json().id);
    expect((await capture(paying.json().id)).statusCode).toBe(200);
    expect(await stockOf(id)).toBe(20);
    expect(await heldUnits(id)).toBe(0);
    const made = await world.t.database.db.select().from(orders);
    expect(made.some((order) => order.items.some((item) => item.productId === id && item.quantity === 2))).toBe(true);
  });

  it('an edit and a payment at the same moment: one of them goes first, nothing is lost', async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await newPin(10);
      const session = await cartWith([[id, 3]]);
      const [paid, edit] = await Promise.all([checkout(session), setStock(id, 15, 10)]);
      expect(paid.statusCode, paid.body).toBe(201);
      if (edit.statusCode === 200) {
        // The edit went first: the payment took its 3 from the new quantity.
        expect(await stockOf(id)).toBe(12);
      } else {
        expect(edit.statusCode).toBe(409);
        expect(edit.json().message).toBe('Stock changed while you were editing: now 7');
        expect(await stockOf(id)).toBe(7);
      }
      expect(await heldUnits(id)).toBe(3);
    }
  });
});

describe('a deactivated product cannot be bought', () => {
  it('the cart refuses it', async () => {
    const id = await newPin(10);
    await admin('DELETE', `/api/products/${id}`);
    const res = await call('POST', '/api/cart', { productId: id, quantity: 1 }, newSessionId());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found');
  });

  it('a cart that held it before cannot pay for it', async () => {
    const id = await newPin(10);
    const session = await cartWith([[id, 1]]);
    const edit = await admin('PUT', `/api/products/${id}`, {
      name: `Stock Test Pin ${made}`,
      price: 6,
      category: 'golf-pins',
      isActive: false,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await checkout(session);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Stock Test Pin ${made} is no longer available: please remove it from your cart`);
    expect(await stockOf(id)).toBe(10);
  });

  it('a product in a checkout is deactivated, not erased, when deleted', async () => {
    const id = await newPin(10);
    expect((await checkout(await cartWith([[id, 1]]))).statusCode).toBe(201);
    const res = await admin('DELETE', `/api/products/${id}`);
    expect(res.json()).toEqual({ message: PRODUCT_MESSAGES.deactivated, deactivated: true });
    const list = (await call('GET', '/api/products')).json() as { id: number }[];
    expect(list.some((p) => p.id === id)).toBe(false);
  });
});
