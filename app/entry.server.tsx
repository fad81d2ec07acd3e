import { PassThrough, Readable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../core/database-unavailable';
import type { PublicUser } from '../core/schemas/accounts';
import { bootsAfterPaint, deferBoot, deferBootTransform } from './deferred-boot.server';
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

/** The server takes the request handler from this bundle so that it runs the same react-router copy as the pages. */
/**
 * A Suspense boundary whose content is ready when the shell goes out is written in place. React's default (12,800
 * bytes) moves any such boundary over 500 bytes that comes after the first 12.8 KB of HTML into a hidden div shown by
 * an inline script: every page's head is longer than that, so an error page's lazily loaded view (app/lib/lazy-view)
 * arrived hidden, after a script, and failed html-validate. Boundaries still waiting for data stream as before.
 */
const INLINE_COMPLETED_BOUNDARIES = Number.POSITIVE_INFINITY;

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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA-mode builds wait for all content; browsers get the shell as soon as it is ready.
    const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext.cspNonce;

    const { pipe, abort } = renderToPipeableStream(page(request, routerContext, nonce, loadContext.user), {
      nonce,
      progressiveChunkSize: INLINE_COMPLETED_BOUNDARIES,
      [readyEvent]() {
        shellRendered = true;
        const body = bootsAfterPaint(routerContext) ? deferBootTransform() : new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        const response = new Response(webStreamWhenRead(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        });
        streamedPages.set(response, body);
        resolve(response);
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while streaming after the shell are logged; before it they reject above.
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
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
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const answer = (template: HtmlTemplate, status: number) => {
    const parts = fillTemplate(template, values.filled);
    const response = new Response(joinedWhenRead(parts), { headers: responseHeaders, status });
    keptPages.set(response, parts);
    return response;
  };
  // React Router's encoding of the loader data for the browser (serverHandoffStream) starts when a render reads it
  // (scripts/react-router/lazy-server-handoff.mjs): a kept page never does.
  const kept = renderCache.get(key) ?? (await renderCache.pending(key)?.catch(() => null));
  if (kept) return answer(kept, 200);
  // Rendered for the stand-in customer (or signed out), then filled in like a kept page: this customer's values
  // are never in what is kept.
  const made = renderComplete(request, keptPageContext(routerContext), loadContext.cspNonce, renderedFor(key)).then(
    ({ html, failed }) => ({ template: toTemplate(html, values.rendered), failed }),
  );
  renderCache.track(
    key,
    made.then(({ template, failed }) => (failed ? null : template)),
  );
  const { template, failed } = await made;
  return answer(template, failed ? 500 : 200);
}

/**
 * A kept page's response and its bytes as parts (fillTemplate): the server writes them to the socket as they are
 * (server/plugins/react-router.ts, keptPageParts) instead of reading the body, which would join them into a new
 * buffer of the whole page for every response (180 KB a request on GET /wholesale, outside the heap).
 */
const keptPages = new WeakMap<Response, Buffer[]>();

export function keptPageParts(response: Response): Buffer[] | undefined {
  return keptPages.get(response);
}

/**
 * The parts joined as the body's one chunk, only when something reads it (highWaterMark 0: the stream does not pull
 * ahead): `new Response(bytes)` would copy them at once (undici's BufferSource rule), read or not.
 */
function joinedWhenRead(parts: Buffer[]): ReadableStream<Uint8Array> {
  return new ReadableStream(
    {
      pull(controller) {
        controller.enqueue(Buffer.concat(parts));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/** The whole page as one string (every Suspense boundary resolved), as a crawler gets it. */
function renderComplete(request: Request, routerContext: EntryContext, nonce: string, user: PublicUser | null) {
  return new Promise<{ html: string; failed: boolean }>((resolve, reject) => {
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
          // An error inside the page (a component threw): answered as a 500 like the streamed pages, never kept.
          if (failure) console.error(failure.error);
          const html = Buffer.concat(chunks).toString('utf8');
          resolve({ html: bootsAfterPaint(routerContext) ? deferBoot(html) : html, failed: failure !== null });
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

/**
 * A streamed page's response and its bytes as the Node stream React writes to: the server sends that stream
 * (server/plugins/react-router.ts, streamedPageBody) instead of the Web stream of the body, which cost a copy into a
 * Web stream and a read back out of it for every piece of the page (a CPU profile of a signed-in GET /).
 */
const streamedPages = new WeakMap<Response, Readable>();

export function streamedPageBody(response: Response): Readable | undefined {
  return streamedPages.get(response);
}

/** The body as a Web stream, attached to the Node stream only if something reads it (it is sent as it is otherwise). */
function webStreamWhenRead(body: Readable): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream(
    {
      async pull(controller) {
        reader ??= (Readable.toWeb(body) as ReadableStream<Uint8Array>).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel() {
        body.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
