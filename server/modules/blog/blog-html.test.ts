import { describe, expect, it, vi } from 'vitest';
import { sanitizeBlogHtml } from './blog-html';
import { DANGEROUS, XSS_PAYLOADS } from './xss-payloads';

describe('sanitizeBlogHtml', () => {
  it.each(XSS_PAYLOADS)('removes what runs script: $name', ({ html }) => {
    expect(sanitizeBlogHtml(html)).not.toMatch(DANGEROUS);
  });

  it('keeps the article formatting, safe links and images', () => {
    const html =
      '<h2>Drills</h2><p>Read <strong>this</strong> and <em>that</em>.</p><ul><li>One</li></ul>' +
      '<blockquote>Quote</blockquote><a href="/wholesale">Shop</a> <a href="mailto:sales@pinshop.example">Mail</a>' +
      '<img src="/images/blog/a.svg" alt="A hole" width="600" height="300">';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('opens outside links in a new tab without handing over the window', () => {
    expect(sanitizeBlogHtml('<a href="https://www.usga.org/">USGA</a>')).toBe(
      '<a href="https://www.usga.org/" target="_blank" rel="noopener noreferrer">USGA</a>',
    );
    expect(sanitizeBlogHtml('<a href="/blog" target="_blank">Blog</a>')).toBe('<a href="/blog">Blog</a>');
  });

  it('sanitises the first post read after a start', async () => {
    vi.resetModules();
    const { sanitizeBlogHtml: firstUse } = await import('./blog-html');
    expect(
      firstUse('<p onclick="alert(1)">Hi<script>alert(2)</script> <a href="https://www.usga.org/">USGA</a></p>'),
    ).toBe('<p>Hi <a href="https://www.usga.org/" target="_blank" rel="noopener noreferrer">USGA</a></p>');
  });

  it('keeps the text of a link whose URL was refused', () => {
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
  });
});
