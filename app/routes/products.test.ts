import { describe, expect, it } from 'vitest';
import { loader } from './products';

const redirectOf = (search: string) =>
  loader({ request: new Request(`http://shop.test/products${search}`) } as Parameters<typeof loader>[0]);

describe('/products', () => {
  it('moves to /wholesale for good, keeping the query string (a campaign link keeps its UTM tags)', () => {
    const res = redirectOf('?utm_source=email&utm_medium=email&utm_campaign=campaign-7&q=flag');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(
      '/wholesale?utm_source=email&utm_medium=email&utm_campaign=campaign-7&q=flag',
    );
    expect(redirectOf('').headers.get('location')).toBe('/wholesale');
  });
});
