/**
 * The shop runs with the same Node.js heap limits however it is started (docs/deploy.md "Memory"): `npm start` goes
 * through `npm run serve`, the image's command runs the serve script's node command, and the bench and the soak read
 * their flags from it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript module of the bench, without types
import { serveEnv, serveNodeFlags } from '../bench/servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

describe('the command that serves the built shop', () => {
  it('limits the old space and the young generation, caps malloc arenas and maps large allocations', () => {
    const flags = serveNodeFlags() as string[];
    expect(flags).toEqual([
      expect.stringMatching(/^--max-old-space-size=\d+$/),
      expect.stringMatching(/^--max-semi-space-size=\d+$/),
    ]);
    expect(serveEnv()).toEqual({ NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' });
    expect(pkg.scripts.serve).toBe(
      `cross-env NODE_ENV=production MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=32768 node ${flags.join(' ')} build/server/main.js`,
    );
  });

  it('is what npm start runs after the build', () => {
    expect(pkg.scripts.start).toMatch(/&& npm run build && npm run serve$/);
  });

  it("is the image's command", () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(JSON.parse(cmd?.[1] ?? 'null')).toEqual(['node', ...(serveNodeFlags() as string[]), 'build/server/main.js']);
    // The serve script's environment, each variable with its value (the first test pins the values).
    for (const [name, value] of Object.entries(serveEnv() as Record<string, string>)) {
      expect(dockerfile).toMatch(new RegExp(`^ENV .*\\b${name}=${value}\\b`, 'm'));
    }
  });
});
