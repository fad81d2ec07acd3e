// Uploaded SVG is sanitised without a DOM: the drawing stays (camelCase SVG names intact), anything that could run
// or load something does not.
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg';

describe('sanitizeSvg', () => {
  it('removes scripts, handlers and outside references', () => {
    const svg = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
        '<a href="https://evil.example/"><circle r="4"/></a></svg>',
    );
    expect(svg).toContain('<circle r="4"');
    expect(svg).not.toMatch(/onload|script|evil\.example|alert/);
  });

  it('keeps a drawing as it was: gradients, in-document references, a viewBox', () => {
    const svg = sanitizeSvg(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
        '<defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#c00"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/></svg>',
    );
    expect(svg).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
        '<defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#c00"></stop></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"></rect><use xlink:href="#g"></use></svg>',
    );
  });

  it('drops styles, foreignObject, outside images and url() to elsewhere', () => {
    const svg = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css);</style>' +
        '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><p>hi</p></body></foreignObject>' +
        '<image href="https://evil.example/track.png"/><rect style="fill:red" fill="url(https://evil.example/p)"/>' +
        '<a xlink:href="javascript:alert(1)"><text>ok</text></a></svg>',
    );
    expect(svg).toContain('<text>ok</text>');
    expect(svg).not.toMatch(/style|foreignObject|<p>|image|evil\.example|javascript/);
  });

  it('answers null when nothing of an SVG is left', () => {
    expect(sanitizeSvg('<script>alert(1)</script>')).toBeNull();
    expect(sanitizeSvg('<html><body>not a drawing</body></html>')).toBeNull();
  });
});
