// The soak's virtual users (bench/soak.mjs): each runs visits one after another until the end, a visit being a new
// buyer (its own cart and its own address, X-Forwarded-For, which the shop trusts here) who browses pages, reads the
// API, adds, changes and removes cart lines and sometimes pays through the PayPal stand-in as a buyer does: the
// shop creates the PayPal order, the buyer approves on the stand-in's page (GET, then its form's POST), the shop
// captures. Every request is counted by kind and outcome; anything but the expected answer is an error.
import { randomInt } from 'node:crypto';

const TIMEOUT_MS = 15_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[randomInt(list.length)];
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Request counts by kind ("page /product/:id", "api POST /api/cart", ...) and outcome, and the first errors. */
export function createCounters() {
  const kinds = new Map();
  const errors = [];
  const causes = new Map();
  let checkouts = 0;
  return {
    kinds,
    errors,
    causes,
    /** `cause`: what went wrong, for the errors by cause ("503", "time-out", ...). */
    record(kind, ok, ms, detail, cause = 'unexpected answer') {
      const row = kinds.get(kind) ?? { ok: 0, failed: 0, totalMs: 0, maxMs: 0 };
      kinds.set(kind, row);
      if (ok) row.ok += 1;
      else row.failed += 1;
      row.totalMs += ms;
      row.maxMs = Math.max(row.maxMs, ms);
      if (ok) return;
      errors.push({ at: new Date().toISOString(), kind, detail });
      causes.set(cause, (causes.get(cause) ?? 0) + 1);
    },
    checkoutDone: () => (checkouts += 1),
    /** Totals so far: requests answered as expected, errors, completed checkouts. */
    totals() {
      let ok = 0;
      let failed = 0;
      for (const row of kinds.values()) {
        ok += row.ok;
        failed += row.failed;
      }
      return { ok, failed, checkouts };
    },
  };
}

/**
 * One request: `expect` is the status the scenario intends (a number, or a list). Resolves with the response and its
 * body text, or null after an error (which is counted).
 */
async function call(counters, kind, url, { expect = 200, ...init } = {}) {
  const started = performance.now();
  const wanted = Array.isArray(expect) ? expect : [expect];
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), ...init });
    const text = await response.text();
    const ms = performance.now() - started;
    const ok = wanted.includes(response.status);
    const detail = ok ? undefined : `${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`;
    counters.record(kind, ok, ms, detail, `status ${response.status}`);
    return ok ? { response, text } : null;
  } catch (error) {
    const ms = performance.now() - started;
    const reason = error.name === 'TimeoutError' ? `time-out after ${TIMEOUT_MS} ms` : error.message;
    counters.record(
      kind,
      false,
      ms,
      `${init.method ?? 'GET'} ${url}: ${reason}`,
      error.name === 'TimeoutError' ? 'time-out' : 'network error',
    );
    return null;
  }
}

const json = (headers, body, method = 'POST') => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * The catalogue a visit chooses from: `browse` (every active product, for pages and reads), `buy` (the products kept
 * in stock by the soak, for cart lines and checkouts) and the blog's slugs.
 */
export async function loadCatalogue(base) {
  const products = await (await fetch(`${base}/api/products`)).json();
  const list = Array.isArray(products) ? products : products.products;
  const posts = await (await fetch(`${base}/api/blog`)).json();
  const postList = Array.isArray(posts) ? posts : posts.posts;
  return {
    browse: list.map((product) => product.id),
    buy: list.filter((product) => product.inStock && product.isActive !== false).map((product) => product.id),
    posts: postList.map((post) => post.slug).filter(Boolean),
  };
}

/** The buyer approves on the stand-in's page: its GET, then the approve form's POST (303 back to the shop). */
async function approveAtStandIn(counters, headers, approveUrl) {
  const page = await call(counters, 'stand-in GET /checkoutnow', approveUrl, { headers });
  if (!page) return false;
  const action = /<form method="post" action="([^"]+\/checkoutnow\/approve)"/.exec(page.text)?.[1];
  const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1];
  const key = /name="key" value="([^"]+)"/.exec(page.text)?.[1];
  if (!action || !token || !key) {
    counters.record('stand-in approve form', false, 0, `no approve form at ${approveUrl}: ${page.text.slice(0, 200)}`);
    return false;
  }
  const decode = (value) =>
    value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  const approved = await call(counters, 'stand-in POST /checkoutnow/approve', decode(action), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: decode(token), key: decode(key) }).toString(),
    expect: [200, 303],
  });
  return approved !== null;
}

/** Pays the visit's cart: the shop's PayPal order, the approval at the stand-in, the shop's capture, the order page. */
async function checkout(counters, base, headers, visitor) {
  const customer = {
    name: `Soak Buyer ${visitor}`,
    email: `soak.buyer.${visitor}@example.com`,
    address: `${randomInt(1, 999)} Fairway Drive`,
    city: 'Newport Beach',
    state: 'CA',
    zipCode: '92660',
  };
  const created = await call(counters, 'api POST /api/paypal/order', `${base}/api/paypal/order`, {
    ...json(headers, { customer }),
    expect: 201,
  });
  if (!created) return;
  const { id, approveUrl } = JSON.parse(created.text);
  if (!(await approveAtStandIn(counters, headers, approveUrl))) return;
  const captured = await call(
    counters,
    'api POST /api/paypal/order/:id/capture',
    `${base}/api/paypal/order/${id}/capture`,
    {
      method: 'POST',
      headers,
    },
  );
  if (!captured) return;
  const outcome = JSON.parse(captured.text);
  if (outcome.status !== 'COMPLETED') {
    counters.record('checkout outcome', false, 0, `capture of ${id} answered ${captured.text.slice(0, 300)}`);
    return;
  }
  counters.checkoutDone();
  if (outcome.statusPath) await call(counters, 'page order status', `${base}${outcome.statusPath}`, { headers });
}

/**
 * One buyer's visit. `checkoutShare` of visits pay for their cart; the others leave it (half emptied, half
 * abandoned, as buyers do).
 */
async function visit(counters, base, catalogue, { thinkMs, checkoutShare }, visitor) {
  // No cart id yet: the first cart write starts one and the shop answers its id, which the visit keeps (as the
  // browser does: cart ids are the shop's, a made-up one is refused).
  const headers = { 'x-forwarded-for': randomAddress() };
  const think = () => sleep(randomInt(thinkMs[0], thinkMs[1] + 1));
  const page = (kind, path) => call(counters, `page ${kind}`, `${base}${path}`, { headers });
  const api = (kind, path, init) => call(counters, `api ${kind}`, `${base}${path}`, { headers, ...init });

  await page('/', '/');
  await think();
  await api('GET /api/products', '/api/products');
  await page('/product/:id', `/product/${pick(catalogue.browse)}`);
  await think();
  const listing = pick(['/wholesale', '/blog']);
  await page(listing, listing);
  if (catalogue.posts.length > 0 && randomInt(3) === 0) {
    await page('/blog/:slug', `/blog/${pick(catalogue.posts)}`);
    await api('GET /api/blog', '/api/blog');
  }
  await think();
  await api('GET /api/products/:id', `/api/products/${pick(catalogue.browse)}`);

  // The cart: two lines, one changed, the cart read back.
  const first = await api(
    'POST /api/cart',
    '/api/cart',
    json(headers, { productId: pick(catalogue.buy), quantity: 1 }),
  );
  await think();
  if (!first) return;
  headers['x-session-id'] = first.response.headers.get('x-session-id') ?? '';
  const second = await api(
    'POST /api/cart',
    '/api/cart',
    json(headers, { productId: pick(catalogue.buy), quantity: 2 }),
  );
  if (!second) return;
  const secondLine = JSON.parse(second.text);
  await api('PATCH /api/cart/:id', `/api/cart/${secondLine.id}`, json(headers, { quantity: 1 }, 'PATCH'));
  await api('GET /api/cart', '/api/cart');
  await think();

  if (Math.random() < checkoutShare) {
    await page('/checkout', '/checkout');
    await checkout(counters, base, headers, visitor);
  } else if (randomInt(2) === 0) {
    await api('DELETE /api/cart/:id', `/api/cart/${JSON.parse(first.text).id}`, {
      method: 'DELETE',
      headers,
      expect: [200, 204],
    });
    await api('POST /api/clear-cart', '/api/clear-cart', { method: 'POST', headers, expect: [200, 204] });
  }
}

/** `users` virtual users running visits until `until` (a performance.now() time). */
export async function runVirtualUsers(counters, base, catalogue, { users, until, thinkMs, checkoutShare }) {
  let visitor = 0;
  const user = async () => {
    while (performance.now() < until) await visit(counters, base, catalogue, { thinkMs, checkoutShare }, ++visitor);
  };
  await Promise.all(Array.from({ length: users }, user));
}
