/**
 * The rendered HTML of pages, kept per URL and per loader data: signed out, and for a signed-in customer.
 *
 * The loaders still run on every request (stock, blog, cookies and headers stay live); only React's render,
 * the bulk of a page's CPU (a profile of GET /wholesale: about 9 of 13 ms), is reused, and only when everything
 * the render reads is the same: the URL, the loaders' data and the kind of visitor. The key is that data itself, so a
 * catalogue or blog change shows in the very next page without any invalidation hook. What differs per response is
 * cut out of the kept HTML and filled in for each response: the CSP nonce and the request id, and for a customer
 * their id, username and e-mail address. A customer's page is rendered with stand-in values for those three
 * (MARKED_USER), never with another customer's, so no customer's data is ever kept (decision 051).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { AppLoadContext, EntryContext } from 'react-router';
import type { PublicUser } from '../core/schemas/accounts';

/** A page's HTML with the per-response values cut out: text, slot, text, slot, ..., text. */
export interface HtmlTemplate {
  /** UTF-8 already: a response copies bytes instead of encoding a page of text again. */
  texts: Buffer[];
  /** For each gap between texts: the index of the value it takes (ResponseValues). */
  slots: number[];
  bytes: number;
}

/**
 * What a response fills into a kept page, in slot order: the CSP nonce, the request id and, on a customer's page,
 * their id, username and e-mail address (as text).
 */
export type ResponseValues = readonly string[];

/** Our request ids are UUIDs (or a caller's X-Request-Id): only a value this distinctive is safe to cut out. */
const DISTINCT_VALUE = /^[A-Za-z0-9+/=_-]{20,}$/;

/**
 * What a render is kept under: its page (the URL and the kind of visitor) and the loader data it read, apart. A page
 * keeps one render, so a lookup finds the page and compares the data; joined into one string, each lookup copied the
 * whole key again to find the page in it (19 KB a request on GET /wholesale).
 */
export interface RenderKey {
  page: string;
  data: string;
  /** The customer the page is for (rendered with MARKED_USER in their place), or null signed out. */
  customer: PublicUser | null;
}

/**
 * A customer's values go into a kept page as they are, so only values that every encoding on the page (HTML text and
 * attributes, JSON in a script) writes unchanged: usernames are made of these already (core/schemas/accounts), and
 * an address with anything else (an apostrophe, say) gets its page rendered afresh.
 */
const PLAIN_USERNAME = /^[A-Za-z0-9._-]+$/;
const PLAIN_EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+$/;

/** Whether a signed-in visitor's page can be kept: a customer (an admin's pages are always fresh) with plain values. */
function keptFor(user: PublicUser): boolean {
  return (
    user.role === 'user' &&
    !user.needsTotpEnrolment &&
    Number.isSafeInteger(user.id) &&
    user.id > 0 &&
    PLAIN_USERNAME.test(user.username) &&
    PLAIN_EMAIL.test(user.email)
  );
}

/**
 * The stand-in customer a kept page is rendered for: values no page holds otherwise (random for each process), cut
 * out of the render and filled with the customer's own for each response. The id has 15 digits.
 */
export const MARKED_USER = {
  id: 900_000_000_000_000 + randomInt(100_000_000_000_000),
  username: `customer-${randomBytes(12).toString('hex')}`,
  email: `customer-${randomBytes(12).toString('hex')}@example.invalid`,
} as const;

/** The values a response fills in (ResponseValues), and those its render wrote in their places. */
export function responseValues(
  key: Pick<RenderKey, 'customer'>,
  loadContext: Pick<AppLoadContext, 'cspNonce' | 'requestId'>,
): { filled: ResponseValues; rendered: ResponseValues } {
  const { cspNonce, requestId } = loadContext;
  const { customer } = key;
  if (!customer) return { filled: [cspNonce, requestId], rendered: [cspNonce, requestId] };
  return {
    filled: [cspNonce, requestId, String(customer.id), customer.username, customer.email],
    rendered: [cspNonce, requestId, String(MARKED_USER.id), MARKED_USER.username, MARKED_USER.email],
  };
}

/** The user a kept page is rendered for: the customer with the stand-in values in place of their own. */
export function renderedFor(key: Pick<RenderKey, 'customer'>): PublicUser | null {
  return key.customer && { ...key.customer, ...MARKED_USER };
}

/**
 * Query parameters that say where a visitor came from, not which page they asked for: a campaign e-mail puts the utm
 * ones on every link to the shop (core/utm.ts), and ad networks add their click ids. The browser's analytics reads
 * them from the address bar (app/lib/analytics.ts); no loader or page reads them. A page asked for with only these is
 * the page without them, kept once: otherwise every click of a campaign would be a render of its own (decision 052).
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
]);

function onlyTracking(params: URLSearchParams): boolean {
  for (const name of params.keys()) if (!TRACKING_PARAMS.has(name)) return false;
  return true;
}

/**
 * The entry context a kept page is rendered from: the request's, at its address without the query (only tracking
 * parameters, which renderCacheKey allows, can be there). A form without an action posts to the address it is on,
 * and React Router writes that address with its query: rendered as it came, the first visitor's campaign would be in
 * the page every later visitor gets.
 */
export function keptPageContext(context: EntryContext): EntryContext {
  const handler = context.staticHandlerContext;
  if (handler.location.search === '') return context;
  // The context's own properties as they are (React Router's handoff stream is encoded when it is first read).
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(context)) as EntryContext;
  copy.staticHandlerContext = { ...handler, location: { ...handler.location, search: '' } };
  return copy;
}

/**
 * The cache key of a render, or null when the page must be rendered afresh: an admin, a customer whose values are
 * not plain (keptFor), a query string with anything but tracking parameters, anything but a plain 200 GET, and loader
 * data the key cannot capture (a deferred promise). A customer's page is kept apart from the signed-out one (its
 * header differs), and apart for an address not yet confirmed (the page asks to confirm it).
 */
export function renderCacheKey(
  request: Request,
  statusCode: number,
  context: EntryContext,
  loadContext: Pick<AppLoadContext, 'user' | 'cspNonce' | 'requestId'>,
): RenderKey | null {
  if (request.method !== 'GET' || statusCode !== 200 || context.isSpaMode) return null;
  const customer = loadContext.user;
  if (customer !== null && !keptFor(customer)) return null;
  if (!DISTINCT_VALUE.test(loadContext.cspNonce) || !DISTINCT_VALUE.test(loadContext.requestId)) return null;
  const url = new URL(request.url);
  if (!onlyTracking(url.searchParams)) return null;
  const { loaderData, actionData, errors } = context.staticHandlerContext;
  if (actionData || errors) return null;
  if (!Object.values(loaderData).every(isPlainData)) return null;
  const visitor = customer === null ? '' : customer.emailVerified ? ' customer' : ' customer unconfirmed';
  return {
    page: `${url.origin}${url.pathname}${visitor}`,
    data: dataKey(loaderData, loadContext.cspNonce, loadContext.requestId),
    customer,
  };
}

const NONCE_MARK = '\u0000nonce';
const REQUEST_ID_MARK = '\u0000request-id';

/**
 * The loaders' data as JSON with this response's nonce and request id marked, not written: the root loader hands
 * both to the page as values of their own, so they are swapped before JSON.stringify, which writes one flat string.
 * Swapped after, in the text (replaceAll), V8 made a string of pieces that each comparison with the kept key copied
 * whole again (two copies of ~19 KB a request on GET /wholesale). Anywhere else, they are swapped in the
 * text after all.
 */
function dataKey(loaderData: Record<string, unknown>, nonce: string, requestId: string): string {
  const mark = (value: unknown) => (value === nonce ? NONCE_MARK : value === requestId ? REQUEST_ID_MARK : value);
  const marked: Record<string, unknown> = {};
  for (const [route, data] of Object.entries(loaderData)) {
    marked[route] = isPlainObject(data)
      ? Object.fromEntries(Object.entries(data).map(([name, value]) => [name, mark(value)]))
      : mark(data);
  }
  const json = JSON.stringify(marked);
  return json.includes(nonce) || json.includes(requestId)
    ? json.replaceAll(nonce, NONCE_MARK).replaceAll(requestId, REQUEST_ID_MARK)
    : json;
}

/** An object literal's kind of object (not an array, a date or another class's instance). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** JSON.stringify keeps everything a render can read from this value (no promise, map, set or function). */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function';
  if (value instanceof Promise || value instanceof Map || value instanceof Set) return false;
  return Object.values(value).every(
    (inner) =>
      !(inner instanceof Promise || inner instanceof Map || inner instanceof Set || typeof inner === 'function'),
  );
}

/** Cuts the values a render wrote for this response (ResponseValues) out of the page. */
export function toTemplate(html: string, values: ResponseValues): HtmlTemplate {
  const texts: Buffer[] = [];
  const slots: number[] = [];
  // Where each value is next (-1: no more): a value is looked for again only once its place has been cut.
  const next = values.map((value) => (value === '' ? -1 : html.indexOf(value)));
  let from = 0;
  for (;;) {
    let slot = -1;
    next.forEach((at, i) => {
      if (at !== -1 && (slot === -1 || at < next[slot]!)) slot = i;
    });
    if (slot === -1) break;
    const at = next[slot]!;
    texts.push(Buffer.from(html.slice(from, at)));
    slots.push(slot);
    from = at + values[slot]!.length;
    next.forEach((place, i) => {
      if (place !== -1 && place < from) next[i] = html.indexOf(values[i]!, from);
    });
  }
  texts.push(Buffer.from(html.slice(from)));
  return { texts, slots, bytes: texts.reduce((sum, text) => sum + text.length, 0) };
}

/**
 * The page's bytes for one response, as parts: the kept texts themselves (shared by every response, never copied)
 * with this response's values between them. Joined, each response of a 180 KB page allocated the 180 KB again
 * outside the JavaScript heap.
 */
export function fillTemplate(template: HtmlTemplate, values: ResponseValues): Buffer[] {
  const bytes = values.map((value) => Buffer.from(value));
  const parts: Buffer[] = [template.texts[0]!];
  for (let i = 0; i < template.slots.length; i++) parts.push(bytes[template.slots[i]!]!, template.texts[i + 1]!);
  return parts;
}

/** What the cache itself keys by. */
type PageKey = Pick<RenderKey, 'page' | 'data'>;

export interface RenderCacheOptions {
  /** Memory bound (bytes of the kept HTML); the least recently used pages go first. */
  maxBytes: number;
  /** A kept page is rendered again after this long: what a render reads besides loader data (the year). */
  maxAgeMs: number;
  now?: () => number;
}

/** Least recently used first out, bounded by bytes, with a maximum age. */
export class RenderCache {
  /**
   * Per page, its latest render and the loader data it was made from: a page whose data changed (stock after every
   * sale) replaces its render instead of adding one per version until the byte limit.
   */
  readonly #entries = new Map<string, { data: string; template: HtmlTemplate; expires: number }>();
  /** Per page, the render under way and the data it is for. */
  readonly #pending = new Map<string, { data: string; rendering: Promise<HtmlTemplate | null> }>();
  #bytes = 0;

  constructor(private readonly options: RenderCacheOptions) {}

  get size(): number {
    return this.#entries.size;
  }

  get({ page, data }: PageKey): HtmlTemplate | null {
    const entry = this.#entries.get(page);
    if (!entry || entry.data !== data) return null;
    this.#entries.delete(page);
    if (entry.expires <= this.#now()) {
      this.#bytes -= entry.template.bytes;
      return null;
    }
    this.#entries.set(page, entry);
    return entry.template;
  }

  /**
   * The render another request has under way for this page and data (shared by requests that miss at the same
   * time), or undefined; it settles to null when that render must not be kept (an error inside it).
   */
  pending({ page, data }: PageKey): Promise<HtmlTemplate | null> | undefined {
    const under = this.#pending.get(page);
    return under?.data === data ? under.rendering : undefined;
  }

  track(key: PageKey, rendering: Promise<HtmlTemplate | null>): void {
    const under = { data: key.data, rendering };
    this.#pending.set(key.page, under);
    // A later render of the page (new data) may have taken its place meanwhile: that one stays.
    const done = () => {
      if (this.#pending.get(key.page) === under) this.#pending.delete(key.page);
    };
    rendering.then((template) => {
      done();
      if (template) this.set(key, template);
    }, done);
  }

  set({ page, data }: PageKey, template: HtmlTemplate): void {
    if (template.bytes > this.options.maxBytes) return;
    const previous = this.#entries.get(page);
    if (previous) {
      this.#entries.delete(page);
      this.#bytes -= previous.template.bytes;
    }
    this.#entries.set(page, { data, template, expires: this.#now() + this.options.maxAgeMs });
    this.#bytes += template.bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.template.bytes;
    }
  }

  #now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
