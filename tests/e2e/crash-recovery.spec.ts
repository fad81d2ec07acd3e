/**
 * The shop dies between PayPal's capture and its own commit: PayPal (the stand-in, in its own process, as PayPal is)
 * has taken the money and holds back its answer; the shop is killed with SIGKILL meanwhile. Started again on the same
 * data, its reconciler must find the payment and record it exactly once: one order, one e-mail, stock taken once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test, type APIRequestContext } from '@playwright/test';

const BUILD = path.resolve('build/server');
const PRODUCT = 26; // Par 3 pin: plenty in stock
const QUANTITY = 3;
const BUYER = {
  name: 'Casey Crash',
  email: 'casey.crash@example.com',
  address: '9 Recovery Rd',
  city: 'Newport Beach',
  country: 'US',
  state: 'CA',
  zipCode: '92660',
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(script: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [path.join(BUILD, script)], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<unknown> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
}

async function waitReady(request: APIRequestContext, url: string) {
  await expect.poll(async () => (await request.get(url).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
}

test('a shop killed between PayPal capture and its commit records the payment exactly once after restart', async ({
  request,
}) => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-crash-'));
  const [shopPort, paypalPort] = [await freePort(), await freePort()];
  const shopUrl = `http://127.0.0.1:${shopPort}`;
  const paypalUrl = `http://127.0.0.1:${paypalPort}`;
  const common = { DATA_DIR: dataDir, PUBLIC_URL: shopUrl, PAYPAL_STAND_IN_FAULTS: '1' };
  const shopEnv = {
    ...common,
    PORT: String(shopPort),
    PAYPAL_STAND_IN_URL: paypalUrl,
    RECONCILE_EVERY_SECONDS: '2',
    RECONCILE_AFTER_SECONDS: '1',
  };
  const paypal = run('paypal-stand-in.js', { ...common, PORT: String(paypalPort) });
  let shop = run('main.js', shopEnv);
  try {
    await waitReady(request, `${shopUrl}/readyz`);
    await expect.poll(() => paypal.output(), { timeout: 30_000 }).toContain('PayPal stand-in listening');
    const stockBefore = (await (await request.get(`${shopUrl}/api/products/${PRODUCT}`)).json()).stockQuantity;

    const session = randomBytes(16).toString('base64url');
    const headers = { 'x-session-id': session };
    expect(
      (await request.post(`${shopUrl}/api/cart`, { headers, data: { productId: PRODUCT, quantity: QUANTITY } })).ok(),
    ).toBe(true);
    const created = await request.post(`${shopUrl}/api/paypal/order`, { headers, data: { customer: BUYER } });
    expect(created.status(), await created.text()).toBe(201);
    const { id: paypalOrderId } = (await created.json()) as { id: string };
    expect((await request.post(`${paypalUrl}/__test/orders/${paypalOrderId}/approve`)).ok()).toBe(true);

    // PayPal will capture, then keep its answer (and its webhook) back for 20 s.
    await request.post(`${paypalUrl}/__test/faults`, { data: { holdAnswerAfterCommitMs: 20_000 } });
    const capturing = request.post(`${shopUrl}/api/paypal/order/${paypalOrderId}/capture`).catch(() => null);
    const captures = async () =>
      (
        (await (await request.get(`${paypalUrl}/__test/ledger`)).json()) as {
          captures: Array<{ orderId: string; status: string }>;
        }
      ).captures.filter((capture) => capture.orderId === paypalOrderId);
    await expect.poll(async () => (await captures()).map((capture) => capture.status)).toEqual(['COMPLETED']);

    // The money is taken at PayPal; the shop dies before it hears so.
    shop.child.kill('SIGKILL');
    await exited(shop.child);
    await capturing;

    shop = run('main.js', shopEnv);
    await waitReady(request, `${shopUrl}/readyz`);
    // The reconciler (soon after start, then every 2 s) asks PayPal and records the order.
    await expect
      .poll(async () => (await (await request.get(`${shopUrl}/api/products/${PRODUCT}`)).json()).stockQuantity, {
        timeout: 30_000,
      })
      .toBe(stockBefore - QUANTITY);
    // Let PayPal's late answer and webhook arrive at the restarted shop too: still nothing twice.
    await new Promise((resolve) => setTimeout(resolve, 21_000));
    shop.child.kill('SIGTERM');
    await exited(shop.child);

    const db = await PGlite.create(path.join(dataDir, 'pgdata'));
    try {
      const count = async (query: string) => Number((await db.query<{ n: number }>(query)).rows[0]!.n);
      expect(await count(`select count(*)::int as n from orders where customer_email = '${BUYER.email}'`)).toBe(1);
      expect(await count(`select count(*)::int as n from payments where status = 'captured'`)).toBe(1);
      expect(await count(`select count(*)::int as n from outbox where to_address = '${BUYER.email}'`)).toBe(1);
      expect(await count(`select stock_quantity as n from products where id = ${PRODUCT}`)).toBe(
        stockBefore - QUANTITY,
      );
    } finally {
      await db.close();
    }
    expect(await captures()).toHaveLength(1);
  } finally {
    for (const child of [shop.child, paypal.child]) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all([exited(shop.child), exited(paypal.child)]);
  }
});
