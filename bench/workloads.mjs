// The owner's and the shopper's heavier moments, driven over HTTP as a browser would: an admin session (password and
// second factor), a signed-in customer, a custom order paid through the PayPal stand-in's approval page, a proof PDF of
// dense vector art, a customer import, a blog post's first read. The bench runs them during its mixed run (the event
// loop's longest stall) and measures memory after them.
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { densePdf } from '../tests/helpers/dense-pdf.ts';

/** The admin the bench's shop seeds at its start (ADMIN_* variables), second factor included. */
export const BENCH_ADMIN = {
  username: 'benchowner',
  email: 'owner@bench.example',
  password: 'bench-owner-password-42',
  totpSecret: new OTPAuth.Secret({ size: 20 }).base32,
};

export function adminEnv() {
  return {
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_TOTP_SECRET: BENCH_ADMIN.totpSecret,
  };
}

/** A 1x1 PNG, the designer's upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * fetch, again after Retry-After when the shop answers 503 (busy), as a person would reload: the heavy moments happen
 * during the mixed run's load, and what the bench measures is their effect on the shop, not whether they were shed.
 */
async function fetchRetrying(url, init, attempts = 10) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt === attempts) return response;
    await response.arrayBuffer();
    const seconds = Math.min(Number(response.headers.get('retry-after')) || 1, 2);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** A client of the shop at `base`: JSON in and out, one cookie jar, the shop's own Origin on writes. */
export function client(
  base,
  address = `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function call(method, requestPath, body) {
    const headers = { origin: base, 'x-forwarded-for': address };
    if (jar.size > 0) headers.cookie = cookie();
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body instanceof URLSearchParams) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetchRetrying(new URL(requestPath, base), {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  async function json(method, requestPath, body) {
    const response = await call(method, requestPath, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${requestPath}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }
  return { call, json, cookie };
}

/** The seeded admin, signed in with the password and a current code. */
export async function adminSession(base) {
  const admin = client(base);
  const otp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(BENCH_ADMIN.totpSecret) }).generate();
  await admin.json('POST', '/api/auth/login', { username: BENCH_ADMIN.username, password: BENCH_ADMIN.password, otp });
  return admin;
}

/** The newest e-mail to `to`, read from the admin's mailbox (the shop's outbox). */
async function newestMail(admin, to) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { emails: rows } = await admin.json('GET', `/api/admin/mailbox?q=${encodeURIComponent(to)}&limit=5`);
    const row = rows.find((r) => r.to === to);
    if (row) return admin.json('GET', `/api/admin/mailbox/${row.id}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to}`);
}

/**
 * A new customer, signed in: registered, then (when the shop asks to confirm the address first) through the link of
 * the e-mail the shop sent, read from the admin's mailbox.
 */
export async function customerSession(base, admin) {
  const customer = client(base);
  const name = `bench${randomBytes(4).toString('hex')}`;
  const email = `${name}@bench.example`;
  const password = 'bench-customer-password-42';
  const registered = await customer.call('POST', '/api/auth/register', { username: name, email, password });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const me = await customer.call('GET', '/api/auth/user');
  if (me.ok) return customer;
  const mail = await newestMail(admin, email);
  const link = /https?:\/\/\S*[?&]token=([\w-]+)/.exec(mail.textBody ?? mail.text ?? '');
  if (!link) throw new Error(`no confirmation link in the e-mail to ${email}`);
  await customer.json('POST', '/api/auth/register/verify', { token: link[1] });
  return customer;
}

/** A custom order with its 10% deposit paid through the stand-in's approval page, as a buyer pays it. */
export async function paidCustomOrder(base) {
  const buyer = client(base);
  const orderData = {
    quantity: 100,
    size: '1inch',
    plating: 'gold',
    packaging: 'individual-bags',
    rushOrder: false,
    rushOrderFee: 0,
    pricePerPin: 5.35,
    totalPrice: 535,
    depositAmount: 53.5,
    remainingBalance: 481.5,
    customerName: 'Bench Club',
    customerEmail: 'club@bench.example',
    shipTo: {
      name: 'Bench Club',
      address: '1 Clubhouse Drive',
      city: 'Newport Beach',
      state: 'CA',
      zipCode: '92660',
      country: 'US',
    },
    promoCode: '',
    discountAmount: 0,
  };
  const form = new FormData();
  form.append('orderData', JSON.stringify(orderData));
  form.append('logo', new Blob([PNG], { type: 'image/png' }), 'crest.png');
  const { preparedOrderId } = await buyer.json('POST', '/api/custom-orders/prepare', form);
  const created = await buyer.json('POST', '/api/paypal/order', {
    purpose: 'deposit',
    preparedOrderId,
    amount: '53.50',
  });
  const approveUrl = new URL(created.approveUrl, base);
  const fields = new URLSearchParams(approveUrl.searchParams);
  const approved = await fetchRetrying(new URL('checkoutnow/approve', approveUrl.href.replace(/checkoutnow.*$/, '')), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  if (approved.status >= 400) throw new Error(`stand-in approval: ${approved.status}`);
  const outcome = await buyer.json('POST', `/api/paypal/order/${created.id}/capture`);
  return outcome.customOrderId;
}

/** The admin uploads a proof PDF of `lines` line operators (the kind that once froze the shop for a minute). */
export async function proofPdf(admin, customOrderId, lines = 300_000) {
  const form = new FormData();
  form.append('note', 'Dense vector proof');
  form.append('proof', new Blob([densePdf(lines)], { type: 'application/pdf' }), 'proof.pdf');
  return admin.json('POST', `/api/custom-orders/${customOrderId}/proofs`, form);
}

const FINISHED = new Set(['done', 'failed']);

/** Follows a job the shop answered 202 with (its statusUrl) until it ends; its last state and how long it took. */
export async function followJob(admin, accepted, startedAt, timeoutMs = 600_000) {
  let job = accepted;
  while (!FINISHED.has(job.state)) {
    if (performance.now() - startedAt > timeoutMs)
      throw new Error(`job ${job.id} still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = await admin.json('GET', accepted.statusUrl);
  }
  return { job, ms: Math.round(performance.now() - startedAt) };
}

/** A Shopify customer export of `rows` customers, imported by the admin: the job it starts, followed to its end. */
export async function importCustomers(admin, rows = 10_000) {
  const lines = ['First Name,Last Name,Email,Accepts Email Marketing,Default Address Company'];
  for (let i = 0; i < rows; i += 1) lines.push(`Golfer,${i},golfer.${i}@import.bench.example,${i % 2 ? 'yes' : 'no'},`);
  const form = new FormData();
  form.append('csvFile', new Blob([lines.join('\n')], { type: 'text/csv' }), 'customers_export.csv');
  const startedAt = performance.now();
  const { job } = await followJob(admin, await admin.json('POST', '/api/import-customers', form), startedAt);
  if (job.state !== 'done') throw new Error(`the customer import ended ${job.state}`);
  return job;
}

/** What an owner does in a few minutes of the admin: the overview, the lists, an admin page. */
export async function adminRounds(admin, rounds = 3) {
  for (let i = 0; i < rounds; i += 1) {
    for (const requestPath of ['/admin', '/api/admin/attention', '/api/admin/orders', '/api/admin/customers']) {
      const response = await admin.call('GET', requestPath);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${requestPath}: ${response.status}`);
    }
  }
}

/**
 * Every heavy moment once, one after the other. Returns what each took and, with `stallMs` (the event loop's longest
 * stall since the last call), the longest stall during each: which moment held the loop, if one did.
 */
export async function heavyMoments(base, { blogPost, stallMs = async () => null }) {
  const took = {};
  const stalls = {};
  // A moment the shop kept refusing (503 through every retry): a finding of the run, reported, not a crash of it.
  const refused = {};
  const time = async (name, work) => {
    const started = performance.now();
    await stallMs();
    const value = await work();
    took[name] = Math.round(performance.now() - started);
    stalls[name] = await stallMs();
    return value;
  };
  await time('blog post', async () => {
    const blog = await fetchRetrying(new URL(blogPost, base), {});
    await blog.arrayBuffer();
    if (blog.status === 503) refused['blog post'] = `GET ${blogPost} answered 503 through 10 tries`;
    else if (!blog.ok) throw new Error(`GET ${blogPost}: ${blog.status}`);
  });
  const admin = await time('admin sign-in', () => adminSession(base));
  await time('admin pages', () => adminRounds(admin));
  const customOrderId = await time('custom order paid', () => paidCustomOrder(base));
  await time('proof PDF', () => proofPdf(admin, customOrderId));
  await time('customer import', () => importCustomers(admin));
  return { took, stalls, refused };
}
