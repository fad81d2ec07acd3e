import { PassThrough } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../core/database-unavailable';

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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA-mode builds wait for all content; browsers get the shell as soon as it is ready.
    const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext.cspNonce;

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = readableStreamFrom(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
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
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

function readableStreamFrom(body: PassThrough): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      body.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      body.on('end', () => controller.close());
      body.on('error', (error) => controller.error(error));
    },
    cancel() {
      body.destroy();
    },
  });
}
