// CI: the README's test command with Chromium hidden from the PATH (CHROME_PATH unset). Without apt-get it must stop
// with one line saying what to run; as root with apt-get it must install (or find) Chromium and say so. Never a
// stack trace. Runs scripts/ensure-chromium.mjs, the first step of `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** A PATH of one folder holding links to every command of the given folders (or only those named in `only`). */
function pathWith(dirs, { hidden = [], only } = {}) {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'pinshop-path-'));
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (hidden.includes(name) || (only && !only.includes(name)) || existsSync(path.join(bin, name))) continue;
      symlinkSync(path.join(dir, name), path.join(bin, name));
    }
  }
  return bin;
}

function ensure(bin) {
  const env = { ...process.env, PATH: bin };
  delete env.CHROME_PATH;
  return spawnSync(process.execPath, ['scripts/ensure-chromium.mjs'], { env, encoding: 'utf8' });
}

const noStack = (text) => !/^\s+at /m.test(text) && !/Error:/.test(text);

// 1. No Chromium and no apt-get on the PATH: one line, what to run, exit 1.
const bare = pathWith([path.dirname(process.execPath)], { only: [path.basename(process.execPath)] });
const stopped = ensure(bare);
const lines = stopped.stderr.trim().split('\n').filter(Boolean);
check(stopped.status === 1, 'without Chromium or apt-get it stops (exit 1)');
check(
  lines.length === 1 && lines[0].includes('apt-get install -y chromium'),
  `one line that says what to run: ${lines[0]}`,
);
check(noStack(stopped.stderr + stopped.stdout), 'no stack trace');
rmSync(bare, { recursive: true, force: true });

// 2. Root with apt-get, Chromium hidden from the PATH: it installs (or finds Debian's) and says so.
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const systemDirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
if (root && systemDirs.some((dir) => existsSync(path.join(dir, 'apt-get')))) {
  const hidden = pathWith(systemDirs, { hidden: ['chromium'] });
  const installed = ensure(hidden);
  check(installed.status === 0, 'as root with apt-get it installs Chromium (exit 0)');
  check(/installing Debian's chromium/.test(installed.stdout), 'and says so in one line');
  check(/using \/\S+chromium/.test(installed.stdout), 'and names the Chromium it will use');
  check(noStack(installed.stderr + installed.stdout), 'no stack trace');
  rmSync(hidden, { recursive: true, force: true });
} else {
  console.log('skip the install case: not root, or no apt-get');
}

if (failures.length > 0) process.exit(1);
