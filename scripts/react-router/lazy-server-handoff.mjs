// A Vite plugin for the production server build: React Router's document handler encodes every page's loader data
// for the browser (turbo-stream, `serverHandoffStream`) before it calls app/entry.server.tsx, also when the entry
// answers from its render cache (app/render-cache.server.ts) and never reads that stream. On GET /wholesale that
// encoding was more than half of what a cached page allocated (about 280 of 511 KB a request, a sampling heap
// profile under load). Here the entry context's stream becomes a getter that encodes on first read, which
// a render does (React Router's <ServerRouter> reads it) and a cached answer does not (docs/decisions/025).
//
// React Router's code is matched exactly: a version that writes it otherwise fails the build (see
// makeServerHandoffLazy), and tests/server-bundle/lazy-server-handoff.test.ts runs this on the installed React Router.

import { reactRouterServerTransform } from './server-transform.mjs';

/** React Router's entry context for a document request, as dist/production writes it. */
const EAGER_HANDOFF =
  /serverHandoffStream: encodeViaTurboStream\(\s*state,\s*request\.signal,\s*build\.entry\.module\.streamTimeout,\s*serverMode\s*\),/;
/** A file that builds an entry context: the one to change. */
const MARKER = 'serverHandoffStream: encodeViaTurboStream(';

/**
 * The code with the first entry context's `serverHandoffStream` encoded on first read (kept for the second read,
 * as <ServerRouter> reads it twice). The error path's second context is left as written.
 * @param {string} code
 * @returns {string}
 */
export function makeServerHandoffLazy(code) {
  if (!EAGER_HANDOFF.test(code)) {
    throw new Error(
      "scripts/react-router/lazy-server-handoff.mjs: React Router's entry context is not written as expected " +
        '(serverHandoffStream: encodeViaTurboStream(state, request.signal, ...)); update the pattern for this version',
    );
  }
  return code.replace(
    EAGER_HANDOFF,
    'get serverHandoffStream() {\n' +
      '        return this.__lazyHandoff ??= encodeViaTurboStream(state, request.signal, ' +
      'build.entry.module.streamTimeout, serverMode);\n' +
      '      },',
  );
}

/** @returns {import('vite').Plugin} */
export function lazyServerHandoff() {
  return reactRouterServerTransform({
    name: 'lazy-server-handoff',
    marker: MARKER,
    what: 'document handler',
    change: makeServerHandoffLazy,
  });
}
