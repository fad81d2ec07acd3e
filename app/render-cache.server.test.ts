import { describe, expect, it } from 'vitest';
import type { EntryContext } from 'react-router';
import type { PublicUser } from '../core/schemas/accounts';
import {
  MARKED_USER,
  RenderCache,
  fillTemplate as fillParts,
  keptPageContext,
  renderCacheKey,
  renderedFor,
  responseValues,
  toTemplate as cut,
  type HtmlTemplate,
} from './render-cache.server';

const toTemplate = (html: string, nonce: string, requestId: string) => cut(html, [nonce, requestId]);
const fillTemplate = (template: HtmlTemplate, nonce: string, requestId: string) =>
  Buffer.concat(fillParts(template, [nonce, requestId]));

const NONCE = 'q5dTgS1r2Yk0Xx9lJcZl3w==';
const REQUEST_ID = '0b6c3f4e-8a51-4c2f-9e57-3d8b7a2c1f00';

describe('page templates', () => {
  it('fills each response its own nonce and request id wherever the render put them', () => {
    const html = `<script nonce="${NONCE}">x</script><p>${REQUEST_ID}</p><link nonce="${NONCE}"/>`;
    const template = toTemplate(html, NONCE, REQUEST_ID);
    expect(template.slots).toEqual([0, 1, 0]);
    expect(fillTemplate(template, NONCE, REQUEST_ID).toString()).toBe(html);
    expect(fillTemplate(template, 'other-nonce-value-000==', 'req-2').toString()).toBe(
      '<script nonce="other-nonce-value-000==">x</script><p>req-2</p><link nonce="other-nonce-value-000=="/>',
    );
  });

  it("hands out the kept texts themselves between this response's values, not copies", () => {
    const template = toTemplate(`<a nonce="${NONCE}">${REQUEST_ID}</a>`, NONCE, REQUEST_ID);
    const parts = fillParts(template, ['n', 'r']);
    expect(parts.map(String)).toEqual(['<a nonce="', 'n', '">', 'r', '</a>']);
    expect(parts.filter((_, i) => i % 2 === 0)).toEqual(template.texts);
    parts.forEach((part, i) => i % 2 === 0 && expect(part).toBe(template.texts[i / 2]));
  });

  it('keeps a page without either value whole', () => {
    expect(fillTemplate(toTemplate('<p>plain</p>', NONCE, REQUEST_ID), 'n', 'r').toString()).toBe('<p>plain</p>');
  });
});

describe('renderCacheKey', () => {
  const OTHER_NONCE = 'Zm9vYmFyYmF6cXV4cXV1eA==';
  const OTHER_ID = '7e1d2c3b-4a59-4687-8a9b-0c1d2e3f4a5b';
  const keyOf = (
    loaderData: Record<string, unknown>,
    nonce = NONCE,
    requestId = REQUEST_ID,
    user: PublicUser | null = null,
  ) =>
    renderCacheKey(
      new Request('https://shop.example/wholesale'),
      200,
      {
        isSpaMode: false,
        staticHandlerContext: { loaderData, actionData: null, errors: null },
      } as never as EntryContext,
      { user, cspNonce: nonce, requestId },
    );

  it('is the same for two signed-out requests of the same page and data, whatever their nonce and request id', () => {
    const root = (nonce: string, requestId: string) => ({ root: { cspNonce: nonce, requestId, cart: 0 } });
    const first = keyOf(root(NONCE, REQUEST_ID));
    expect(first).toEqual(keyOf(root(OTHER_NONCE, OTHER_ID), OTHER_NONCE, OTHER_ID));
    expect(first?.page).toBe('https://shop.example/wholesale');
    expect(first?.data).not.toContain(NONCE);
    // A value deeper in the data is marked too, in the text.
    const nested = (nonce: string) => ({ root: { csp: { nonce } }, page: [nonce, new Date(0)] });
    expect(keyOf(nested(NONCE))).toEqual(keyOf(nested(OTHER_NONCE), OTHER_NONCE, OTHER_ID));
    expect(keyOf(nested(NONCE))?.data).toContain('1970-01-01T00:00:00.000Z');
  });

  it('differs when the data differs', () => {
    expect(keyOf({ page: { stock: 5 } })).not.toEqual(keyOf({ page: { stock: 4 } }));
    expect(keyOf({ page: { when: new Date(0) } })?.data).toContain('1970-01-01');
    // A loader that returned nothing, or a value of its own.
    expect(keyOf({ root: { cspNonce: NONCE }, page: undefined, other: null, count: 3 })?.data).toBe(
      '{"root":{"cspNonce":"\\u0000nonce"},"other":null,"count":3}',
    );
  });
});

describe('a page asked for with a query', () => {
  const contextAt = (search: string) =>
    ({
      isSpaMode: false,
      staticHandlerContext: {
        location: { pathname: '/', search, hash: '', state: null, key: 'default' },
        loaderData: { root: { cart: 0 } },
        actionData: null,
        errors: null,
      },
    }) as never as EntryContext;
  const keyAt = (search: string) =>
    renderCacheKey(new Request(`https://shop.example/${search}`), 200, contextAt(search), {
      user: null,
      cspNonce: NONCE,
      requestId: REQUEST_ID,
    });

  it("is the page without it when it holds only a campaign's or an ad's tracking parameters", () => {
    const plain = keyAt('');
    expect(plain?.page).toBe('https://shop.example/');
    const campaign = '?utm_source=pinshop&utm_medium=email&utm_campaign=campaign-12';
    expect(keyAt(campaign)).toEqual(plain);
    expect(keyAt('?gclid=EAIaIQobChMI&utm_term=golf+pins')).toEqual(plain);
  });

  it('is rendered afresh when anything else is in the query', () => {
    expect(keyAt('?utm_source=pinshop&newsletter=open')).toBeNull();
    expect(keyAt('?design=12')).toBeNull();
    expect(keyAt('?UTM_SOURCE=pinshop')).toBeNull();
  });

  it('is rendered at its address without the query, the rest of the context as it is', () => {
    let reads = 0;
    const context = contextAt('?utm_source=pinshop');
    Object.defineProperty(context, 'serverHandoffStream', {
      enumerable: true,
      get: () => (reads += 1),
    });
    const kept = keptPageContext(context);
    expect(kept.staticHandlerContext.location).toMatchObject({ pathname: '/', search: '' });
    expect(kept.staticHandlerContext.loaderData).toBe(context.staticHandlerContext.loaderData);
    // The request's context keeps its address, and the handoff is still encoded only when the render reads it.
    expect(context.staticHandlerContext.location.search).toBe('?utm_source=pinshop');
    expect(reads).toBe(0);
    void kept.serverHandoffStream;
    expect(reads).toBe(1);
    const plain = contextAt('');
    expect(keptPageContext(plain)).toBe(plain);
  });
});

describe("a customer's page", () => {
  const customer = (changes: Partial<PublicUser> = {}): PublicUser => ({
    id: 42,
    username: 'club_captain',
    email: 'captain+pins@example.com',
    role: 'user',
    emailVerified: true,
    needsTotpEnrolment: false,
    ...changes,
  });
  const keyFor = (user: PublicUser | null) =>
    renderCacheKey(
      new Request('https://shop.example/product/1'),
      200,
      {
        isSpaMode: false,
        staticHandlerContext: { loaderData: { root: { cart: 0 } }, actionData: null, errors: null },
      } as never as EntryContext,
      { user, cspNonce: NONCE, requestId: REQUEST_ID },
    );

  it('is kept under one key for every confirmed customer, apart from the signed-out page and unconfirmed ones', () => {
    const first = keyFor(customer());
    expect(first?.page).toBe('https://shop.example/product/1 customer');
    expect({
      ...keyFor(customer({ id: 7, username: 'birdie.bob', email: 'bob@club.example' })),
      customer: null,
    }).toEqual({ ...first, customer: null });
    expect(keyFor(null)?.page).toBe('https://shop.example/product/1');
    expect(keyFor(customer({ emailVerified: false }))?.page).toBe(
      'https://shop.example/product/1 customer unconfirmed',
    );
  });

  it('is rendered afresh for an admin, and for values a page would write otherwise than they are', () => {
    expect(keyFor(customer({ role: 'admin' }))).toBeNull();
    expect(keyFor(customer({ email: "o'brien@example.com" }))).toBeNull();
    expect(keyFor(customer({ email: 'a&b@example.com' }))).toBeNull();
    expect(keyFor(customer({ username: 'Zoë' }))).toBeNull();
  });

  it("is rendered for the stand-in and filled with each customer's own values, the stand-in's never sent", () => {
    const key = keyFor(customer())!;
    const stand = renderedFor(key)!;
    expect(stand).toEqual({ ...customer(), ...MARKED_USER });
    expect(String(stand.id)).toMatch(/^\d{15}$/);
    const values = responseValues(key, { cspNonce: NONCE, requestId: REQUEST_ID });
    const html =
      `<script nonce="${NONCE}">window.__pinshopUser={"id":${stand.id},"username":"${stand.username}",` +
      `"email":"${stand.email}"}</script><p>Welcome, ${stand.username}</p><p>${REQUEST_ID}</p>`;
    const template = cut(html, values.rendered);
    const page = Buffer.concat(fillParts(template, values.filled)).toString();
    expect(page).toBe(
      `<script nonce="${NONCE}">window.__pinshopUser={"id":42,"username":"club_captain",` +
        `"email":"captain+pins@example.com"}</script><p>Welcome, club_captain</p><p>${REQUEST_ID}</p>`,
    );
    const other = responseValues(keyFor(customer({ id: 7, username: 'bob', email: 'bob@club.example' }))!, {
      cspNonce: NONCE,
      requestId: REQUEST_ID,
    });
    const theirs = Buffer.concat(fillParts(template, other.filled)).toString();
    expect(theirs).toContain('"id":7,"username":"bob","email":"bob@club.example"');
    expect(theirs).not.toContain('club_captain');
    expect(theirs).not.toContain(MARKED_USER.username);
  });
});

describe('RenderCache', () => {
  const page = (text: string) => toTemplate(text, NONCE, REQUEST_ID);
  const key = (url: string, data = '{}') => ({ page: url, data });

  it('drops a page after its maximum age', () => {
    let now = 0;
    const cache = new RenderCache({ maxBytes: 1_000, maxAgeMs: 100, now: () => now });
    cache.set(key('a'), page('<p>a</p>'));
    now = 99;
    expect(cache.get(key('a'))).not.toBeNull();
    now = 100;
    expect(cache.get(key('a'))).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps one render per page: new data for a page replaces its render instead of adding one', () => {
    const cache = new RenderCache({ maxBytes: 1_000, maxAgeMs: 1_000 });
    cache.set(key('https://shop/wholesale', '{"stock":5}'), page('<p>5 left</p>'));
    cache.set(key('https://shop/wholesale', '{"stock":4}'), page('<p>4 left</p>'));
    expect(cache.size).toBe(1);
    expect(cache.get(key('https://shop/wholesale', '{"stock":5}'))).toBeNull();
    expect(cache.get(key('https://shop/wholesale', '{"stock":4}'))?.texts.join('')).toBe('<p>4 left</p>');
    cache.set(key('https://shop/blog'), page('<p>blog</p>'));
    expect(cache.size).toBe(2);
  });

  it('lets the least recently used pages go first when over its memory bound', () => {
    const cache = new RenderCache({ maxBytes: 20, maxAgeMs: 1_000 });
    cache.set(key('a'), page('0123456789')); // 10 bytes
    cache.set(key('b'), page('0123456789'));
    expect(cache.get(key('a'))).not.toBeNull(); // a is now the most recently used
    cache.set(key('c'), page('0123456789'));
    expect(cache.get(key('b'))).toBeNull();
    expect(cache.get(key('a'))).not.toBeNull();
    expect(cache.get(key('c'))).not.toBeNull();
    cache.set(key('huge'), page('x'.repeat(100)));
    expect(cache.get(key('huge'))).toBeNull();
  });

  it('shares one render between requests that miss at the same time, and keeps only a good one', async () => {
    const cache = new RenderCache({ maxBytes: 1_000, maxAgeMs: 1_000 });
    let finish!: (template: ReturnType<typeof page> | null) => void;
    cache.track(
      key('a'),
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    const waiting = cache.pending(key('a'));
    expect(waiting).toBeDefined();
    finish(page('<p>a</p>'));
    expect(fillTemplate((await waiting)!, 'n', 'r').toString()).toBe('<p>a</p>');
    expect(cache.get(key('a'))).not.toBeNull();

    cache.track(key('b'), Promise.resolve(null));
    await cache.pending(key('b'));
    expect(cache.get(key('b'))).toBeNull();
  });

  it('shares a render under way only with requests for the same data', async () => {
    const cache = new RenderCache({ maxBytes: 1_000, maxAgeMs: 1_000 });
    let finishOld!: (template: ReturnType<typeof page> | null) => void;
    const old = new Promise<ReturnType<typeof page> | null>((resolve) => {
      finishOld = resolve;
    });
    cache.track(key('https://shop/wholesale', '{"stock":5}'), old);
    expect(cache.pending(key('https://shop/wholesale', '{"stock":4}'))).toBeUndefined();
    const fresh = new Promise<ReturnType<typeof page> | null>(() => {});
    cache.track(key('https://shop/wholesale', '{"stock":4}'), fresh);
    finishOld(page('<p>5 left</p>'));
    await old;
    // The older render settling does not take the newer one's place as the render under way.
    expect(cache.pending(key('https://shop/wholesale', '{"stock":4}'))).toBe(fresh);
  });
});
