import { describe, expect, it } from 'vitest';
import { RenderCache, fillTemplate, toTemplate } from './render-cache.server';

const NONCE = 'q5dTgS1r2Yk0Xx9lJcZl3w==';
const REQUEST_ID = '0b6c3f4e-8a51-4c2f-9e57-3d8b7a2c1f00';

describe('page templates', () => {
  it('fills each response its own nonce and request id wherever the render put them', () => {
    const html = `<script nonce="${NONCE}">x</script><p>${REQUEST_ID}</p><link nonce="${NONCE}"/>`;
    const template = toTemplate(html, NONCE, REQUEST_ID);
    expect(template.slots).toEqual([0, 1, 0]);
    expect(fillTemplate(template, NONCE, REQUEST_ID).toString()).toBe(html);
    expect(fillTemplate(template, 'other-nonce-value-000==', 'req-2').toString()).toBe(
      '<script nonce="other-nonce-value-000==">x</script><p>req-2</p><link nonce="other-nonce-value-000=="/>',
    );
  });

  it('keeps a page without either value whole', () => {
    expect(fillTemplate(toTemplate('<p>plain</p>', NONCE, REQUEST_ID), 'n', 'r').toString()).toBe('<p>plain</p>');
  });
});

describe('RenderCache', () => {
  const page = (text: string) => toTemplate(text, NONCE, REQUEST_ID);

  it('drops a page after its maximum age', () => {
    let now = 0;
    const cache = new RenderCache({ maxBytes: 1_000, maxAgeMs: 100, now: () => now });
    cache.set('a', page('<p>a</p>'));
    now = 99;
    expect(cache.get('a')).not.toBeNull();
    now = 100;
    expect(cache.get('a')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps one render per page: new data for a page replaces its render instead of adding one', () => {
    const cache = new RenderCache({ maxBytes: 1_000, maxAgeMs: 1_000 });
    cache.set('https://shop/wholesale\n{"stock":5}', page('<p>5 left</p>'));
    cache.set('https://shop/wholesale\n{"stock":4}', page('<p>4 left</p>'));
    expect(cache.size).toBe(1);
    expect(cache.get('https://shop/wholesale\n{"stock":5}')).toBeNull();
    expect(cache.get('https://shop/wholesale\n{"stock":4}')?.texts.join('')).toBe('<p>4 left</p>');
    cache.set('https://shop/blog\n{}', page('<p>blog</p>'));
    expect(cache.size).toBe(2);
  });

  it('lets the least recently used pages go first when over its memory bound', () => {
    const cache = new RenderCache({ maxBytes: 20, maxAgeMs: 1_000 });
    cache.set('a', page('0123456789')); // 10 bytes
    cache.set('b', page('0123456789'));
    expect(cache.get('a')).not.toBeNull(); // a is now the most recently used
    cache.set('c', page('0123456789'));
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('c')).not.toBeNull();
    cache.set('huge', page('x'.repeat(100)));
    expect(cache.get('huge')).toBeNull();
  });

  it('shares one render between requests that miss at the same time, and keeps only a good one', async () => {
    const cache = new RenderCache({ maxBytes: 1_000, maxAgeMs: 1_000 });
    let finish!: (template: ReturnType<typeof page> | null) => void;
    cache.track(
      'a',
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    const waiting = cache.pending('a');
    expect(waiting).toBeDefined();
    finish(page('<p>a</p>'));
    expect(fillTemplate((await waiting)!, 'n', 'r').toString()).toBe('<p>a</p>');
    expect(cache.get('a')).not.toBeNull();

    cache.track('b', Promise.resolve(null));
    await cache.pending('b');
    expect(cache.get('b')).toBeNull();
  });
});
