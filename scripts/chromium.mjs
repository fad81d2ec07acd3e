// Where the browser tests find Chromium: CHROME_PATH, else `chromium` on the PATH, else Debian's /usr/bin/chromium
// (where `apt-get install chromium` puts it). Shared by scripts/ensure-chromium.mjs and playwright.config.ts.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first Chromium found, or null. `withDefault` also looks at Debian's path when it is not on the PATH. */
export function findChromium({ env = process.env, withDefault = true } = {}) {
  if (env.CHROME_PATH) return executable(env.CHROME_PATH) ? env.CHROME_PATH : null;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'chromium');
    if (executable(candidate)) return candidate;
  }
  return withDefault && executable(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}
