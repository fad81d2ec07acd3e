/**
 * The abandoned-checkout e-mail's link brings the cart back on any device: the reminder the real job sends carries
 * a signed token (/checkout?cart=...), and a new client (no cookie, no cart session id) that follows it gets the
 * cart's lines, its session id to keep and the cart-session cookie. A forged, edited or expired token, or the link of
 * a cart paid since, brings back nothing.
 */
import { describe, expect, it } from 'vitest';
import { CART_LINK_MESSAGES } from '../../../core/cart-link';
import { DAY_MS, followupsHarness, HOUR_MS } from '../../../tests/helpers/followups';
import { HARBOUR_TOWN, PAR_3 } from '../../../tests/helpers/payments';

const { world, clock, call, runAt, mailsTo, leaveCheckout, approve, capture } = followupsHarness();

const later = (ms: number) => new Date(Date.now() + ms);

/** The reminder's link to the cart, from the e-mail the job sent to `email`. */
async function cartLinkOf(email: string): Promise<URL> {
  await runAt(later(4 * HOUR_MS + 60_000));
  const [mail] = await mailsTo(email);
  const found = /Back to your cart: (\S+)/.exec(mail!.textBody)?.[1];
  expect(found, mail!.textBody).toBeDefined();
  return new URL(found!);
}

/** Opens the link's cart as a browser that never saw the shop: no cookie, no X-Session-Id. */
function openFromNewDevice(token: string | null) {
  const query = token === null ? '' : `?cart=${encodeURIComponent(token)}`;
  return world.t.app.inject({ method: 'GET', url: `/api/cart/link${query}`, remoteAddress: '10.77.0.1' });
}

const lineSummary = (items: Array<{ productId: number; quantity: number }>) =>
  items.map(({ productId, quantity }) => [productId, quantity]).sort((a, b) => a[0]! - b[0]!);

describe("the abandoned-checkout e-mail's cart link", () => {
  it('brings the cart back on another device, which keeps it as its own cart', async () => {
    const email = 'other.device@example.com';
    const { session } = await leaveCheckout(email);
    const link = await cartLinkOf(email);
    expect(link.origin + link.pathname).toBe('http://shop.test/checkout');
    const token = link.searchParams.get('cart')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{90,128}$/);

    const opened = await openFromNewDevice(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(lineSummary(opened.json())).toEqual([
      [HARBOUR_TOWN, 2],
      [PAR_3, 3],
    ]);
    const adopted = opened.headers['x-session-id'];
    expect(adopted).toBe(session);
    expect(String(opened.headers['set-cookie'])).toMatch(/^cart_session=1;.*HttpOnly/);

    // The new device's cart calls with the id it was given read and change the same cart.
    const read = await call('GET', '/api/cart', undefined, adopted as string);
    expect(lineSummary(read.json())).toEqual([
      [HARBOUR_TOWN, 2],
      [PAR_3, 3],
    ]);
  });

  it('works for two weeks and no longer', async () => {
    const email = 'two.weeks@example.com';
    await leaveCheckout(email);
    const token = (await cartLinkOf(email)).searchParams.get('cart')!;
    try {
      clock.at = Date.now() + 13 * DAY_MS;
      expect((await openFromNewDevice(token)).statusCode).toBe(200);
      clock.at = Date.now() + 15 * DAY_MS;
      const expired = await openFromNewDevice(token);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toBe(CART_LINK_MESSAGES.invalid);
      expect(expired.headers['x-session-id']).toBeUndefined();
      expect(expired.headers['set-cookie']).toBeUndefined();
    } finally {
      clock.at = Date.now();
    }
  });

  it('refuses a forged or edited token, naming no cart', async () => {
    const email = 'edited.link@example.com';
    await leaveCheckout(email);
    const token = (await cartLinkOf(email)).searchParams.get('cart')!;
    const flip = (at: number) => `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    // Another session id, a later expiry, another payment, another signature; and one made up whole.
    const edited = [flip(3), flip(50), flip(token.length - 44), flip(token.length - 1), 'x'.repeat(token.length)];
    for (const each of edited) {
      const res = await openFromNewDevice(each);
      expect(res.statusCode, each).toBe(404);
      expect(res.json().message).toBe(CART_LINK_MESSAGES.invalid);
      expect(res.headers['x-session-id']).toBeUndefined();
    }
  });

  it('answers 400 with the message for a missing or malformed token, never 500', async () => {
    for (const token of [null, '', 'short', `${'a'.repeat(60)}<script>`, 'a'.repeat(200)]) {
      const res = await openFromNewDevice(token);
      expect(res.statusCode, String(token)).toBe(400);
      expect(res.body).toContain(CART_LINK_MESSAGES.invalid);
    }
  });

  it('does not bring back a cart paid since, even once it holds pins again', async () => {
    const email = 'paid.since@example.com';
    const { session, paypalOrderId } = await leaveCheckout(email);
    const token = (await cartLinkOf(email)).searchParams.get('cart')!;
    await approve(paypalOrderId);
    expect((await capture(paypalOrderId)).json().status).toBe('COMPLETED');

    const paid = await openFromNewDevice(token);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(CART_LINK_MESSAGES.gone);

    // The buyer shops again in their own browser: the old e-mail's link still opens nothing.
    expect((await call('POST', '/api/cart', { productId: PAR_3, quantity: 1 }, session)).statusCode).toBe(200);
    const again = await openFromNewDevice(token);
    expect(again.statusCode).toBe(409);
    expect(again.headers['x-session-id']).toBeUndefined();
  });
});
