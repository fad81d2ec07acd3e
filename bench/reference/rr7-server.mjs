// Reference: the React Router 7 skeleton (bench/reference/rr7, built by the bench into BUILD_DIR) served by the
// project's fastify the way the shop serves its pages (server/plugins/react-router.ts): the build's own
// createRequestHandler, a web Request per request, the Response streamed back, the browser assets from client/.
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const buildDir = process.env.BUILD_DIR;
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
const handler = build.entry.module.createRequestHandler(build, 'production');

const app = Fastify({ logger: false });
await app.register(fastifyStatic, {
  root: path.join(buildDir, 'client'),
  wildcard: false,
  index: false,
  setHeaders(reply, filePath) {
    const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
    reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  },
});

app.route({
  method: ['GET', 'HEAD'],
  url: '/*',
  async handler(request, reply) {
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
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const response = await handler(new Request(url, { method: request.method, headers, signal: controller.signal }));
    reply.status(response.status);
    for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body));
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
