import { PassThrough } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/** The server takes the request handler from this bundle so that it runs the same react-router copy as the pages. */
export { createRequestHandler } from 'react-router';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
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
