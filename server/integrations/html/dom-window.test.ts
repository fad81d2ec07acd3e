// jsdom is loaded on first use, not at start: the very first call in a process must already sanitise, and each
// purifier keeps its own rules although they share one window. Each test file starts with a fresh module graph, and
// the tests below reset it again, so every call here is the first one of its module.
import { describe, expect, it, vi } from 'vitest';

async function freshModules() {
  vi.resetModules();
  const [window, svg] = await Promise.all([import('./dom-window'), import('../storage/sanitize-svg')]);
  return { ...window, ...svg };
}

describe('sanitising on first use', () => {
  it('removes scripts, handlers and outside references from the first SVG', async () => {
    const { sanitizeSvg } = await freshModules();
    const svg = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
        '<a href="https://evil.example/"><circle r="4"/></a></svg>',
    );
    expect(svg).toContain('<circle r="4"');
    expect(svg).not.toMatch(/onload|script|evil\.example/);
  });

  it('keeps each purifier to its own hooks over the one shared window', async () => {
    const { domWindow, lazyPurifier } = await freshModules();
    const tagging = lazyPurifier((purify) => {
      purify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'P') node.setAttribute('class', 'tagged');
      });
    });
    const plain = lazyPurifier();
    const html = '<p onclick="alert(1)">Hi<script>alert(2)</script></p>';
    expect(tagging().sanitize(html)).toBe('<p class="tagged">Hi</p>');
    expect(plain().sanitize(html)).toBe('<p>Hi</p>');
    expect(tagging()).toBe(tagging());
    expect(domWindow()).toBe(domWindow());
  });
});
