import { PassThrough } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/** Like the shop's entry: the server takes the request handler from this bundle's production react-router. */
export { createRequestHandler } from 'react-router';

export const streamTimeout = 5_000;

/** React Router's default entry, streaming into a web ReadableStream as the shop's does. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const userAgent = request.headers.get('user-agent');
    const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyEvent]() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(readableStreamFrom(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
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
