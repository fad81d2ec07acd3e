import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../core/database-unavailable';
import type { PublicUser } from '../core/schemas/accounts';
import { bootsAfterPaint, deferBoot } from './deferred-boot.server';
import { RenderedUserContext } from './lib/rendered-user';
import {
  RenderCache,
  fillTemplate,
  keptPageContext,
  renderCacheKey,
  renderedFor,
  responseValues,
  toTemplate,
  type HtmlTemplate,
  type RenderKey,
} from './render-cache.server';

/**
 * Every Suspense boundary is written in place: a page leaves only once all of it is ready (renderComplete). React's
 * default (12,800 bytes) moves any boundary over 500 bytes that comes after the first 12.8 KB of HTML into a hidden
 * div shown by an inline script: every page's head is longer than that, so an error page's lazily loaded view
 * (app/lib/lazy-view) arrived hidden, after a script, and failed html-validate.
 */
const INLINE_COMPLETED_BOUNDARIES = Number.POSITIVE_INFINITY;

/** The server takes the request handler from this bundle so that it runs the same react-router copy as the pages. */
export { createRequestHandler } from 'react-router';

export const streamTimeout = 5_000;

/** Requests a loader or action of which failed because the database could not be reached. */
const databaseUnavailable = new WeakSet<Request>();

/**
 * Every loader and action error passes here before the page renders. The database being unreachable makes the
 * page a 503 with Retry-After, like the API (server/plugins/errors.ts), not a 500; any other error is logged as
 * React Router's default does.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isDatabaseUnavailable(error)) databaseUnavailable.add(request);
  // An ErrorResponse React Router made around a thrown Error (its private `error`) logs that Error.
  else if (!request.signal.aborted)
    console.error(isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error);
};

/** Client-side navigations' data requests (`.data`) answer 503 on the same condition. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (!databaseUnavailable.has(request)) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, headers });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (databaseUnavailable.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  const cacheKey = renderCacheKey(request, responseStatusCode, routerContext, loadContext);
  if (cacheKey) return cachedRender(cacheKey, request, responseHeaders, routerContext, loadContext);
  return freshRender(request, responseStatusCode, responseHeaders, routerContext, loadContext);
}

/**
 * A page the render cache does not keep: rendered whole, as a kept page is made, then sent at once (decision 054).
 * Streamed in React's 2 KB pieces, each piece and the request's state lived through several turns of the loop and
 * were promoted with the old generation's garbage: 50 connections of fresh renders on PostgreSQL took the shop's RSS
 * from 218 to 346 MB that way, and from 224 to 251 MB sent whole. It goes as the bytes React wrote (renderComplete).
 */
async function freshRender(
  request: Request,
  status: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const { parts, failed } = await renderComplete(request, routerContext, loadContext, loadContext.user);
  return pageResponse(parts, responseHeaders, failed ? 500 : status);
}

/** The page for the user it is rendered for (app/lib/rendered-user): theirs, or a kept page's stand-in. */
function page(request: Request, routerContext: EntryContext, nonce: string, user: PublicUser | null) {
  return (
    <RenderedUserContext.Provider value={user}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </RenderedUserContext.Provider>
  );
}

/** Pages kept (app/render-cache.server.ts): 16 MB of HTML at most, each rendered again after a minute. */
const renderCache = new RenderCache({ maxBytes: 16 * 1024 * 1024, maxAgeMs: 60_000 });

async function cachedRender(
  key: RenderKey,
  request: Request,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const values = responseValues(key, loadContext);
  const answer = (template: HtmlTemplate, status: number) =>
    pageResponse(fillTemplate(template, values.filled), responseHeaders, status);
  // React Router's encoding of the loader data for the browser (serverHandoffStream) starts when a render reads it
  // (scripts/react-router/lazy-server-handoff.mjs): a kept page never does.
  const kept = renderCache.get(key) ?? (await renderCache.pending(key)?.catch(() => null));
  if (kept) return answer(kept, 200);
  // Rendered for the stand-in customer (or signed out), then filled in like a kept page: this customer's values
  // are never in what is kept.
  const made = renderComplete(request, keptPageContext(routerContext), loadContext, renderedFor(key)).then(
    ({ parts, failed }) => ({ template: toTemplate(Buffer.concat(parts).toString('utf8'), values.rendered), failed }),
  );
  renderCache.track(
    key,
    made.then(({ template, failed }) => (failed ? null : template)),
  );
  const { template, failed } = await made;
  return answer(template, failed ? 500 : 200);
}

/**
 * A page's response and what the server writes for it (server/plugins/react-router.ts, pageBody) instead of reading
 * the Web body: its parts, written to the socket as they are (a kept page's, from fillTemplate; a fresh page's, as
 * React wrote them). Reading the body would make a new buffer of the whole page for every response (180 KB a
 * request on GET /wholesale, outside the heap).
 */
const pageBodies = new WeakMap<Response, Buffer[]>();

export function pageBody(response: Response): Buffer[] | undefined {
  return pageBodies.get(response);
}

/** A page's response: its body kept for the server (pageBody), made into bytes only if something reads the Web body. */
function pageResponse(body: Buffer[], headers: Headers, status: number): Response {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  const response = new Response(bytesWhenRead(body), { headers, status });
  pageBodies.set(response, body);
  return response;
}

/**
 * The page's bytes as the body's one chunk, made only when something reads it (highWaterMark 0: the stream does not
 * pull ahead): `new Response(bytes)` would make them at once (undici's BufferSource rule), read or not.
 */
function bytesWhenRead(body: Buffer[]): ReadableStream<Uint8Array> {
  return new ReadableStream(
    {
      pull(controller) {
        controller.enqueue(Buffer.concat(body));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The whole page, every Suspense boundary resolved, as parts of the bytes React wrote (with the boot deferred:
 * deferBoot): what a kept page is made from and a fresh page sent. The render waits for its turn with the event loop
 * first (server/loop-turns.ts, decision 057).
 */
async function renderComplete(
  request: Request,
  routerContext: EntryContext,
  { cspNonce: nonce, takeLoopTurn }: AppLoadContext,
  user: PublicUser | null,
) {
  await takeLoopTurn();
  return new Promise<{ parts: Buffer[]; failed: boolean }>((resolve, reject) => {
    let failure: { error: unknown } | null = null;
    const { pipe, abort } = renderToPipeableStream(page(request, routerContext, nonce, user), {
      nonce,
      progressiveChunkSize: INLINE_COMPLETED_BOUNDARIES,
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => {
          clearTimeout(timer);
          // An error inside the page (a component threw): answered as a 500, never kept.
          if (failure) console.error(failure.error);
          const page = Buffer.concat(chunks);
          resolve({ parts: bootsAfterPaint(routerContext) ? deferBoot(page) : [page], failed: failure !== null });
        });
        body.on('error', reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        failure = { error };
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
