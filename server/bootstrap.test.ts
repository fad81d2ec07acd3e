/**
 * A serving shop loads the libraries that modules import on first use before it listens (bootstrap.ts,
 * docs/decisions/033-first-use-libraries-before-listening.md), so the first blog read, upload or e-mail does not
 * hold the event loop while one compiles. tests/e2e/startup.spec.ts checks that the built shop's start does it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_USE_LIBRARIES, loadFirstUseLibraries } from './bootstrap';

// The require that server/integrations/html/html-policy.ts makes for sanitize-html on the first blog read.
const htmlPolicyRequire = createRequire(path.join(import.meta.dirname, 'integrations/html/html-policy.ts'));
const sanitizeHtmlFile = htmlPolicyRequire.resolve('sanitize-html');

describe('the libraries loaded before the shop listens', () => {
  it('all load, and the blog sanitiser then finds sanitize-html already loaded', async () => {
    expect(htmlPolicyRequire.cache[sanitizeHtmlFile]).toBeUndefined();
    const warnings: string[] = [];
    const loaded = await loadFirstUseLibraries({ info: () => undefined, warn: (message) => warnings.push(message) });
    expect(loaded).toEqual(Object.keys(FIRST_USE_LIBRARIES));
    expect(warnings).toEqual([]);
    expect(htmlPolicyRequire.cache[sanitizeHtmlFile]).toBeDefined();
  });
});
