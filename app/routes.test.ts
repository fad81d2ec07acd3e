/**
 * The built browser files are served one wildcard route per folder (server/plugins/static-assets.ts): a folder of the
 * build (assets/, and each folder of public/) that took the first segment of a page's address would answer that
 * page with a file's 404.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from './routes';

describe('page addresses and the folders of the build', () => {
  it('no folder of the build is the first segment of a page address', () => {
    const pageSegments = new Set(routes.map((route) => route.path?.split('/')[0]).filter(Boolean));
    const folders = readdirSync(path.resolve('public'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of ['assets', ...folders]) expect(pageSegments.has(folder), folder).toBe(false);
    expect(pageSegments.has('blog')).toBe(true);
  });
});
