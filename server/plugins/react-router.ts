import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerBuild } from 'react-router';
import type { PinshopLoadContext } from '../load-context';
import staticAssetsPlugin, { COMPRESS_OPTIONS } from './static-assets';

type RequestHandler = (request: Request, loadContext: PinshopLoadContext) => Promise<Response>;
/**
 * app/entry.server.tsx re-exports createRequestHandler, so the handler runs the build's own react-router copy, and
 * hands over what to write for a page (pageBody): its bytes as parts.
 */
type EntryModule = {
  createRequestHandler: (build: ServerBuild, mode?: string) => RequestHandler;
  pageBody: (response: Response) => Buffer[] | undefined;
};
type PageHandler = { handle: RequestHandler } & Pick<EntryModule, 'pageBody'>;

export interface ReactRouterPluginOptions {
  mode: 'production' | 'development';
  /** The React Router build directory (server/ and client/ inside). */
  buildDir: string;
  /**
   * Development only: Vite's hot reload (a WebSocket server on its one fixed port). Off in tests, where several
   * shops in development mode run at once and only one could have the port.
   */
  hotReload?: boolean;
  getLoadContext(request: FastifyRequest, reply: FastifyReply): PinshopLoadContext;
}

/**
 * Brotli for pages with a 256 KB window (pages are at most ~250 KB) instead of the default 4 MB: each response's
 * compressor allocated the 4 MB window, and that, not the render, was most of a page's CPU for a browser
 * (GET /wholesale with Accept-Encoding: br, autocannon -c 10: 15.4 ms CPU per request before, 3.7 after; the
 * output is byte for byte as small).
 */
const PAGE_COMPRESSION = {
  // A route's own options replace the plugin's encodings with @fastify/compress's zstd-first default: repeat ours.
  encodings: COMPRESS_OPTIONS.encodings,
  brotliOptions: {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: 4,
      [zlib.BROTLI_PARAM_LGWIN]: 18,
    },
  },
};

/** Server-side rendering of every non-/api page, plus the built browser assets. */
export default fp<ReactRouterPluginOptions>(
  async function reactRouterPlugin(app: FastifyInstance, options) {
    const resolveHandler =
      options.mode === 'production'
        ? await productionHandler(app, options.buildDir)
        : await developmentHandler(app, options.hotReload ?? true);

    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      // Counted against the cap on renders in flight (plugins/under-pressure.ts).
      config: { pageRender: true },
      compress: PAGE_COMPRESSION,
      async handler(request, reply) {
        if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
        const { handle, pageBody } = await resolveHandler();
        const response = await handle(toWebRequest(request, reply), options.getLoadContext(request, reply));
        return sendWebResponse(reply, response, pageBody(response));
      },
    });
  },
  { name: 'react-router', dependencies: ['security'] },
);

function pageHandler(build: ServerBuild, mode: 'production' | 'development'): PageHandler {
  const entry = build.entry.module as unknown as EntryModule;
  return {
    handle: entry.createRequestHandler(build, mode),
    pageBody: entry.pageBody,
  };
}

async function productionHandler(app: FastifyInstance, buildDir: string): Promise<() => Promise<PageHandler>> {
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The page build is missing (${serverEntry}): run \`npm run build\` first`);
  }
  const handler = pageHandler((await import(pathToFileURL(serverEntry).href)) as ServerBuild, 'production');

  await app.register(staticAssetsPlugin, { root: path.join(buildDir, 'client') });
  return async () => handler;
}

async function developmentHandler(app: FastifyInstance, hotReload: boolean): Promise<() => Promise<PageHandler>> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, ...(hotReload ? {} : { hmr: false, ws: false }) },
    appType: 'custom',
  });
  app.addHook('onClose', async () => vite.close());
  // Vite serves its modules, hot reload and /public; anything it passes on reaches our routes.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) return;
    const handledByVite = await new Promise<boolean>((resolve) => {
      reply.raw.once('close', () => resolve(true));
      vite.middlewares(request.raw, reply.raw, () => resolve(false));
    });
    if (handledByVite) reply.hijack();
  });
  return async () => {
    return pageHandler((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild, 'development');
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/**
 * The Web response through Fastify (so its hooks and compression apply), its body as the page hands it over when it
 * does (`body`): a page's parts, written to the socket as they are (Node corks the socket for the writes of one
 * turn, so they leave in one writev). Anything else (a redirect, a `.data` request) goes through its Web body.
 */
function sendWebResponse(reply: FastifyReply, response: Response, body: Buffer[] | undefined) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  if (body) {
    reply.header(
      'content-length',
      body.reduce((sum, part) => sum + part.length, 0),
    );
    return reply.send(Readable.from(body));
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
