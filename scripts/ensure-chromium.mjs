// First step of `npm test`: the browser tests need Chromium. Found (CHROME_PATH, or `chromium` on the PATH): nothing
// to do. Not found: install Debian's package when we can (root, apt-get), saying so in one line; otherwise stop with
// one line that says exactly what to run. Never a stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEBIAN_CHROMIUM, findChromium } from './chromium.mjs';

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
}

function stop(line) {
  console.error(line);
  process.exit(1);
}

const found = findChromium({ withDefault: false });
if (process.env.CHROME_PATH && !found) {
  stop(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not an executable Chromium: fix it or unset it.`);
}
if (!found) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !onPath('apt-get')) {
    stop(
      'The browser tests need Chromium: run `sudo apt-get update && sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chromium binary, then run `npm test` again.',
    );
  }
  console.log(
    "npm test: Chromium not found; installing Debian's chromium package (apt-get install chromium) for the browser tests.",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (!install || install.status !== 0 || !findChromium()) {
    stop(
      'Installing chromium with apt-get failed (see above): run `apt-get update && apt-get install -y chromium` yourself, then `npm test` again.',
    );
  }
  console.log(`npm test: using ${findChromium() ?? DEBIAN_CHROMIUM}.`);
}
