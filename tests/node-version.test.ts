/**
 * The supported Node.js (docs/decisions/012-node-24.md): `npm start` and `npm test` refuse an older one with one line
 * naming the version to install, and package.json's engines says the same minimum.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE, nodeVersionProblem } from '../scripts/node-version.mjs';

const root = path.resolve(import.meta.dirname, '..');
const checkNode = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/check-node.mjs', ...args], { cwd: root, encoding: 'utf8' });

describe('the Node.js check', () => {
  it('accepts 22.13 and newer, 24 LTS among them', () => {
    for (const version of ['22.13.0', '22.23.3', 'v23.11.1', '24.21.0', '26.0.0']) {
      expect(nodeVersionProblem(version), version).toBeNull();
    }
  });

  it('refuses older ones with one line that names the version to install', () => {
    for (const version of ['20.20.2', 'v20.19.0', '22.12.0', '18.20.8', '8.0.0']) {
      const problem = nodeVersionProblem(version);
      expect(problem, version).toContain('pinshop needs Node.js 22.13 or newer (24 LTS recommended)');
      expect(problem).toContain(`this is ${version.replace(/^v/, '')}.`);
      expect(problem).toContain('Install Node.js 24');
      expect(problem).not.toContain('\n');
    }
  });

  it('is the minimum package.json declares', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${MINIMUM_NODE}`);
  });

  it('runs first in npm start, npm test and the server', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toMatch(/^node scripts\/check-node\.mjs && /);
    expect(pkg.scripts.test).toMatch(/^node scripts\/check-node\.mjs && /);
    // `npm run serve`, `npm run dev` and the CLI: the server's entry points check before anything else loads.
    for (const entry of ['server/main.ts', 'server/cli.ts']) {
      const imports = readFileSync(path.join(root, entry), 'utf8').match(/^import .*$/gm);
      expect(imports?.[0], entry).toBe("import './require-node';");
    }
  });

  it('as a script: exit 1 and that one line on stderr for an old version, exit 0 and silence on this one', () => {
    const old = checkNode('20.20.2');
    expect(old.status).toBe(1);
    expect(old.stdout).toBe('');
    expect(old.stderr.trim().split('\n')).toEqual([nodeVersionProblem('20.20.2')]);

    const current = checkNode();
    expect(current.status).toBe(0);
    expect(current.stdout + current.stderr).toBe('');
  });
});
