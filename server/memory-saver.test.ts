/**
 * V8's memory saver mode for the production server (docs/decisions/028-memory-saver-mode.md): on from Node.js 24 in
 * production, set before the app loads, and a flag this Node.js knows.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY_SAVER_FLAG, usesMemorySaver } from './memory-saver';

describe("the production server's memory saver", () => {
  it('is on for a production server on Node.js 24 and newer only', () => {
    expect(usesMemorySaver('24.21.0', 'production')).toBe(true);
    expect(usesMemorySaver('v26.1.0', 'production')).toBe(true);
    expect(usesMemorySaver('22.23.5', 'production')).toBe(false);
    expect(usesMemorySaver('24.21.0', 'development')).toBe(false);
    expect(usesMemorySaver('24.21.0', undefined)).toBe(false);
  });

  it('is set by the entry point right after the Node.js check, before the app loads', () => {
    const imports = readFileSync(path.join(import.meta.dirname, 'main.ts'), 'utf8').match(/^import .*$/gm);
    expect(imports?.slice(0, 2)).toEqual(["import './require-node';", "import './memory-saver';"]);
  });

  it.runIf(usesMemorySaver(process.versions.node, 'production'))('is a flag this Node.js knows', () => {
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
