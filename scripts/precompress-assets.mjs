// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to each compressible file of the browser
// build, which the server sends as they are (server/plugins/static-assets.ts, @fastify/static preCompressed): the
// best ratio, paid once at build time instead of on every request. A copy that would not be smaller is not written.
//
//   node scripts/precompress-assets.mjs [dir]   (default: build/app/client)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|map|ico)$/;
/** Below this a response fits in a packet or two either way (the server compresses nothing under 1 KB). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressFile(file) {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return { file, written: 0, saved: 0 };
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: file.endsWith('.ico')
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (bytes.length >= source.length) continue;
    await writeFile(file + suffix, bytes);
    written += 1;
  }
  return { file, written, saved: source.length - Math.min(br.length, gz.length, source.length) };
}

async function main(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const results = await Promise.all(files.map(compressFile));
  const written = results.reduce((sum, result) => sum + result.written, 0);
  const saved = results.reduce((sum, result) => sum + result.saved, 0);
  console.log(
    `precompressed ${written} copies of ${files.length} files in ${dir} (${Math.round(saved / 1024)} KB less)`,
  );
}

await main(process.argv[2] ?? 'build/app/client');
