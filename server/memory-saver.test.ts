/**
 * V8's memory saver mode, opt-in (docs/decisions/028-memory-saver-mode.md): off unless V8_MEMORY_SAVER asks for it,
 * set by the entry point before the app loads, and a flag this Node.js knows.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { hasMemorySaver, MEMORY_SAVER_FLAG, startMemorySaver } from './memory-saver';

describe("the production server's memory saver", () => {
  it('is off unless V8_MEMORY_SAVER is 1 or true', () => {
    const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }, { persistSecret: false });
    expect(config({}).memorySaver).toBe(false);
    expect(config({ NODE_ENV: 'production' }).memorySaver).toBe(false);
    expect(config({ V8_MEMORY_SAVER: '1' }).memorySaver).toBe(true);
    expect(config({ V8_MEMORY_SAVER: 'true' }).memorySaver).toBe(true);
    expect(config({ V8_MEMORY_SAVER: '0' }).memorySaver).toBe(false);
    expect(() => config({ V8_MEMORY_SAVER: 'yes' })).toThrow(/V8_MEMORY_SAVER/);
  });

  it('needs Node.js 24 or newer, and says so when asked for on an older one', () => {
    expect(hasMemorySaver('24.21.0')).toBe(true);
    expect(hasMemorySaver('v26.1.0')).toBe(true);
    expect(hasMemorySaver('22.23.5')).toBe(false);
    expect(startMemorySaver(false, '22.23.5')).toBeUndefined();
    expect(startMemorySaver(true, '22.23.5')).toBe(
      'V8_MEMORY_SAVER is ignored: Node.js 22.23.5 has no memory saver mode (it needs Node.js 24)',
    );
  });

  it('is set by the entry point before the app loads', () => {
    const main = readFileSync(path.join(import.meta.dirname, 'main.ts'), 'utf8');
    const set = main.indexOf('startMemorySaver(loaded.memorySaver)');
    expect(set).toBeGreaterThan(main.indexOf('const loaded = readConfig()'));
    expect(set).toBeLessThan(main.indexOf("import('./app')"));
  });

  it.runIf(hasMemorySaver(process.versions.node))('is a flag this Node.js knows', () => {
    // V8 warns about a flag it does not know and goes on without it.
    const run = spawnSync(
      process.execPath,
      ['-e', `require('node:v8').setFlagsFromString(${JSON.stringify(MEMORY_SAVER_FLAG)}); console.log('ran')`],
      { encoding: 'utf8' },
    );
    expect(run.stdout.trim()).toBe('ran');
    expect(run.stderr).toBe('');
  });
});
