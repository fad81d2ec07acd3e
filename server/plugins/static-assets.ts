import path from 'node:path';
import type { FastifyCompressOptions } from '@fastify/compress';
import { readdirSync } from 'node:fs';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Content-hashed build output (`assets/*.js|css`): a new build gives new names, so browsers keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * Files under their own names (public/: /images, /videos, the icons): they change only with a deploy, and rarely,
 * so a week, then a day more served from cache while the browser checks for a new copy. Not a year: nothing in
 * the URL changes when a file is replaced, so a year would keep the old picture for a year.
 */
export const NAMED_FILE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * @fastify/compress options for dynamic responses (pages, JSON). Brotli (its quality 4 default) and gzip before
 * zstd: measured on our pages and /api/products, zstd at its default level came out 2-6% larger than brotli and
 * no smaller than gzip, and browsers that accept zstd also accept both.
 */
/** Bodies below this are sent as they are: the headers would outweigh what compression saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const COMPRESS_OPTIONS: FastifyCompressOptions = {
  threshold: COMPRESS_THRESHOLD_BYTES,
  encodings: ['br', 'gzip', 'zstd', 'deflate', 'identity'],
};

/** The build's compressed copies of a file: sent in its place (preCompressed), never under their own names. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * The built browser files from `root` (build/app/client). `npm run build` writes a brotli (`.br`) and a gzip (`.gz`)
 * copy next to each compressible file (scripts/precompress-assets.mjs), sent as they are to browsers that accept
 * them, so no request compresses a script again and the copies use the best settings. Each route is marked
 * `config.asset`: the security plugin gives it only the headers a file needs, not a document's.
 *
 * One wildcard route per folder of the build (`/assets/*`, `/images/*`, ...) and one route per file beside them
 * (the icons), not a route per file: the 229 files of the build were 458 routes (GET and HEAD), 2.4 MB of the heap
 * for as long as the shop runs, and listing them at start called `String.prototype.normalize` (glob), which maps
 * ICU's data into memory. A name in a folder that is not a file of the build is a 404, as every unknown address is.
 */
export default async function staticAssetsPlugin(app: FastifyInstance, options: { root: string }) {
  // Not wrapped in fastify-plugin: this hook sees only the routes registered below.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, asset: true };
    // Files, not API operations: kept out of the OpenAPI document (they have no operationId or summary).
    route.schema = { ...route.schema, hide: true };
  });
  const common: Omit<FastifyStaticOptions, 'root'> = {
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !COMPRESSED_COPY.test(pathName),
    setHeaders(reply, filePath) {
      const hashed = path.relative(options.root, filePath).split(path.sep)[0] === 'assets';
      reply.header('Cache-Control', hashed ? IMMUTABLE_CACHE : NAMED_FILE_CACHE);
    },
  };
  const entries = readdirSync(options.root, { withFileTypes: true });
  // The first registration gives replies `sendFile`, which serves the files beside the folders.
  await app.register(fastifyStatic, { ...common, root: options.root, serve: false });
  for (const folder of entries.filter((entry) => entry.isDirectory())) {
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(options.root, folder.name),
      prefix: `/${folder.name}/`,
      decorateReply: false,
    });
  }
  for (const file of entries.filter((entry) => entry.isFile() && !COMPRESSED_COPY.test(entry.name))) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `/${file.name}`,
      handler: (_request, reply) => reply.sendFile(file.name),
    });
  }
}
