import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { makeServerHandoffLazy } from '../../scripts/react-router/lazy-server-handoff.mjs';

const require = createRequire(import.meta.url);
const productionDir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

/** The installed React Router's production file that builds the document request's entry context. */
function documentHandlerSource(): string {
  const sources = readdirSync(productionDir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(path.join(productionDir, name), 'utf8'))
    .filter((source) => source.includes('serverHandoffStream: encodeViaTurboStream('));
  expect(sources).toHaveLength(1);
  return sources[0]!;
}

/** An entry context written as React Router writes it, made lazy, evaluated with a counting encoder. */
function lazyContext() {
  const encode = vi.fn(() => ({ stream: true }));
  const code = makeServerHandoffLazy(`return {
      serverHandoffStream: encodeViaTurboStream(
        state,
        request.signal,
        build.entry.module.streamTimeout,
        serverMode
      ),
      renderMeta: {}
    };`);
  const make = new Function('encodeViaTurboStream', 'state', 'request', 'build', 'serverMode', code) as (
    ...args: unknown[]
  ) => { serverHandoffStream: unknown };
  const signal = new AbortController().signal;
  const context = make(
    encode,
    { loaderData: {} },
    { signal },
    { entry: { module: { streamTimeout: 5 } } },
    'production',
  );
  return { encode, context, signal };
}

describe('lazy server handoff (scripts/react-router/lazy-server-handoff.mjs)', () => {
  it("changes the installed React Router's document handler: its first entry context encodes on read", () => {
    const changed = makeServerHandoffLazy(documentHandlerSource());
    expect(changed).toContain('get serverHandoffStream()');
    // The error path's second context (a spread of the first) is left as written.
    expect(changed.match(/serverHandoffStream: encodeViaTurboStream\(/g)).toHaveLength(1);
  });

  it('encodes the loader data only when a render reads the stream, once for both of its reads', () => {
    const { encode, context, signal } = lazyContext();
    expect(encode).not.toHaveBeenCalled();
    const first = context.serverHandoffStream;
    expect(context.serverHandoffStream).toBe(first);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(encode).toHaveBeenCalledWith({ loaderData: {} }, signal, 5, 'production');
  });

  it('fails loudly on code written another way (a React Router version this was not made for)', () => {
    expect(() => makeServerHandoffLazy('serverHandoffStream: encodeTurbo(state)')).toThrow(/not written as expected/);
  });
});
