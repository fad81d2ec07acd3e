/**
 * The DOM that server-side sanitising runs on (DOMPurify needs a window): jsdom, loaded on first use and shared.
 * Loading jsdom costs about half a second and 70 MB, which a start should not pay: most starts never sanitise
 * anything before a blog post is read, a campaign is saved or an SVG is uploaded.
 */
import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { DOMWindow, JSDOM as JSDOMClass } from 'jsdom';

// jsdom is CommonJS: required when first asked for, so the sanitisers stay synchronous.
const require = createRequire(import.meta.url);

let shared: DOMWindow | undefined;

/** An empty document's window, made once for the whole process. */
export function domWindow(): DOMWindow {
  if (!shared) {
    const { JSDOM } = require('jsdom') as { JSDOM: typeof JSDOMClass };
    shared = new JSDOM('').window;
  }
  return shared;
}

/**
 * A DOMPurify of its own (its hooks and settings apply to it alone) over the shared window, made on the first call
 * of the returned function; `setup` adds its hooks then, before it sanitises anything.
 */
export function lazyPurifier(setup: (purify: DOMPurify) => void = () => {}): () => DOMPurify {
  let purify: DOMPurify | undefined;
  return () => {
    if (!purify) {
      const made = createDOMPurify(domWindow() as unknown as Parameters<typeof createDOMPurify>[0]);
      setup(made);
      purify = made;
    }
    return purify;
  };
}
