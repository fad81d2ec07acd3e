import { describe, expect, it } from 'vitest';
import { emailBlockSchema, emailBlocksSchema, type EmailBlock } from '../../../core/schemas/email-blocks';
import { NO_SOURCES, renderBlock, renderEmailBlocks, type BlockSources } from './email-blocks';

const SHOP = 'https://pins.example';

const SOURCES: BlockSources = {
  products: new Map([
    [
      7,
      {
        id: 7,
        name: 'Flag <Pin> & Co',
        priceCents: 1250,
        imageUrl: '/images/flag.png',
        imageAlt: 'A green flag pin',
      },
    ],
  ]),
  discounts: new Map([['SPRING15', { code: 'SPRING15', terms: '15% off orders of $40.00 or more' }]]),
};

const one = (block: EmailBlock, sources: BlockSources = SOURCES) => renderBlock(block, sources, SHOP);

describe('each block kind', () => {
  it('heading: escaped, an h2', () => {
    expect(one({ type: 'heading', text: 'Pins <b>& more</b>' })).toMatch(
      /^<h2 style="[^"]+">Pins &lt;b&gt;&amp; more&lt;\/b&gt;<\/h2>$/,
    );
  });

  it('text: paragraphs on blank lines, line breaks kept, every character escaped', () => {
    const html = one({ type: 'text', text: 'First <script>x</script>\nsame paragraph\n\nSecond "quoted"' });
    expect(html.match(/<p /g)).toHaveLength(2);
    expect(html).toContain('First &lt;script&gt;x&lt;/script&gt;<br>same paragraph');
    expect(html).toContain('Second &quot;quoted&quot;');
    expect(html).not.toContain('<script');
  });

  it('text: http(s) addresses and [words](https://...) become links; other schemes stay words', () => {
    const html = one({
      type: 'text',
      text: 'See https://pins.example/custom. Or [our blog](https://pins.example/blog?a=1&b=2), not [this](javascript:alert(1)) nor data:text/html,x',
    });
    expect(html).toContain(
      '<a href="https://pins.example/custom" style="color:#1f7a3a">https://pins.example/custom</a>.',
    );
    expect(html).toContain('<a href="https://pins.example/blog?a=1&amp;b=2" style="color:#1f7a3a">our blog</a>');
    expect(html).not.toMatch(/href="(javascript|data):/);
    expect(html).toContain('[this](javascript:alert(1))');
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it('image: an SVG drawing is sent as its raster variant, which mail clients show', () => {
    expect(one({ type: 'image', src: '/images/products/flag.svg', alt: 'Flag' })).toContain(
      'src="https://pins.example/img/1080/images/products/flag.svg"',
    );
  });

  it('image: the shop picture made absolute, its alt text escaped', () => {
    expect(one({ type: 'image', src: '/uploads/abc-1.png', alt: 'Our "new" pin' })).toMatch(
      /^<img src="https:\/\/pins\.example\/uploads\/abc-1\.png" alt="Our &quot;new&quot; pin" width="560" style="[^"]+">$/,
    );
  });

  it('button: a shop path made absolute, an https address kept, the label escaped', () => {
    expect(one({ type: 'button', label: 'Design <yours>', url: '/custom' })).toContain(
      '<a href="https://pins.example/custom" style="',
    );
    expect(one({ type: 'button', label: 'Design <yours>', url: '/custom' })).toContain('>Design &lt;yours&gt;</a>');
    expect(one({ type: 'button', label: 'Blog', url: 'https://blog.example/x' })).toContain(
      'href="https://blog.example/x"',
    );
  });

  it('product card: the catalogue name, picture and price with a link to the product; nothing for a product gone', () => {
    const html = one({ type: 'product', productId: 7 });
    expect(html).toContain('Flag &lt;Pin&gt; &amp; Co');
    expect(html).toContain('$12.50');
    expect(html).toContain('src="https://pins.example/images/flag.png" alt="A green flag pin"');
    expect(html).toContain('href="https://pins.example/product/7"');
    expect(one({ type: 'product', productId: 8 })).toBe('');
    expect(one({ type: 'product', productId: 7 }, NO_SOURCES)).toBe('');
  });

  it('discount code: the code and its real terms; nothing for a code that cannot be used', () => {
    const html = one({ type: 'discount', code: 'spring15' });
    expect(html).toContain('15% off orders of $40.00 or more with the code');
    expect(html).toContain('>SPRING15</span>');
    expect(one({ type: 'discount', code: 'OLD10' })).toBe('');
  });

  it('raw HTML: sanitised (scripts, handlers, javascript: links and http images removed, formatting kept)', () => {
    const html = one({
      type: 'html',
      html: '<h3 style="color:red">Hi</h3><script>alert(1)</script><p onclick="x()">Yo <a href="javascript:alert(2)">bad</a> <a href="https://pins.example/">good</a></p><img src="http://t.example/p.gif" alt="t"><iframe src="https://evil.example"></iframe>',
    });
    expect(html).toContain('<h3 style="color:red">Hi</h3>');
    expect(html).toContain('href="https://pins.example/"');
    expect(html).not.toMatch(/<script|onclick|javascript:|<img|<iframe/);
  });
});

describe('the whole e-mail body', () => {
  const blocks: EmailBlock[] = [
    { type: 'heading', text: 'Spring pins' },
    { type: 'text', text: 'Fresh colours.\n\nRead https://pins.example/blog' },
    { type: 'product', productId: 7 },
    { type: 'product', productId: 99 },
    { type: 'button', label: 'Shop now', url: '/wholesale' },
    { type: 'discount', code: 'SPRING15' },
  ];

  it('is one presentation table at most 600 px wide, a row per block shown (a product gone leaves no row)', () => {
    const { html } = renderEmailBlocks(blocks, SOURCES, SHOP);
    expect(html).toMatch(/^<table role="presentation" width="100%"[^>]*max-width:600px/);
    expect(html.match(/<tr><td style="padding:8px 0;/g)).toHaveLength(5);
    expect(html).not.toMatch(/class=|<style/);
  });

  it('has a plain-text part: heading, paragraphs, product, price and links as "words (address)"', () => {
    const { text } = renderEmailBlocks(blocks, SOURCES, SHOP);
    expect(text).toContain('Spring pins');
    expect(text).toContain('Fresh colours.\n\nRead https://pins.example/blog');
    expect(text).toContain('Flag <Pin> & Co');
    expect(text).toContain('$12.50');
    expect(text).toContain('View this pin (https://pins.example/product/7)');
    expect(text).toContain('Shop now (https://pins.example/wholesale)');
    expect(text).toContain('SPRING15');
    expect(text).not.toMatch(/<\/?(p|a|td|tr|table|h2|span|img)\b|&amp;/);
  });
});

describe('the blocks schema', () => {
  it('refuses links that are not http(s) or a shop page, images not of the shop, and missing alt text', () => {
    const refused = (block: object) => emailBlockSchema.safeParse(block).error?.issues[0]?.message;
    expect(refused({ type: 'button', label: 'Go', url: 'javascript:alert(1)' })).toMatch(/must start with https/);
    expect(refused({ type: 'button', label: 'Go', url: '//evil.example' })).toMatch(/must start with https/);
    expect(refused({ type: 'image', src: 'https://evil.example/x.png', alt: 'x' })).toMatch(/product image or upload/);
    expect(refused({ type: 'image', src: '/uploads/../secret.png', alt: 'x' })).toMatch(/product image or upload/);
    expect(refused({ type: 'image', src: '/images/a.pdf', alt: 'x' })).toMatch(/product image or upload/);
    expect(refused({ type: 'image', src: '/uploads/a.png', alt: ' ' })).toMatch(/Describe the image/);
    expect(refused({ type: 'heading', text: '' })).toBe('Write the heading.');
    expect(refused({ type: 'script', text: 'x' })).toBeDefined();
    expect(emailBlocksSchema.safeParse([]).error?.issues[0]?.message).toBe('Please provide both subject and content.');
  });
});
