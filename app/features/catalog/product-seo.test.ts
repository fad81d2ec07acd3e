import { describe, expect, it } from 'vitest';
import { priceValidUntil, productJsonLd, productMeta, productSeo, type SeoProduct } from './product-seo';
import { PRODUCT_SEO } from './product-seo-table';

const CONTEXT = { publicUrl: 'https://pins.example', shopName: 'Pinshop Golf Pins', priceValidUntil: '2027-12-31' };

const lighthouse: SeoProduct = {
  id: 1,
  name: 'Harbour Town Lighthouse Pin',
  description: 'The red-and-white lighthouse.',
  price: 11.99,
  imageUrl: '/images/products/harbour-town-lighthouse.svg',
  inStock: true,
  stockQuantity: 95,
};

function metaContent(meta: ReturnType<typeof productMeta>, key: string): unknown {
  const found =
    meta.find((tag) => 'property' in tag && tag.property === key) ??
    meta.find((tag) => 'name' in tag && tag.name === key);
  return found && 'content' in found ? found.content : undefined;
}

describe('the SEO table', () => {
  it('covers about 15 pins, each with copy that fits search results', () => {
    const names = Object.keys(PRODUCT_SEO);
    expect(names.length).toBeGreaterThanOrEqual(15);
    for (const [name, copy] of Object.entries(PRODUCT_SEO)) {
      expect(copy.title.length, name).toBeLessThanOrEqual(42);
      expect(copy.description.length, name).toBeGreaterThanOrEqual(110);
      expect(copy.description.length, name).toBeLessThanOrEqual(160);
      expect(copy.keywords.split(', ').length, name).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('productSeo', () => {
  it('uses the named copy with the shop name after the title', () => {
    const seo = productSeo(lighthouse, 'Pinshop Golf Pins');
    expect(seo.title).toBe('Harbour Town Lighthouse Golf Pin | Pinshop Golf Pins');
    expect(seo.description).toBe(PRODUCT_SEO['Harbour Town Lighthouse Pin']!.description);
  });

  it('falls back to generic copy for any other pin', () => {
    const long = 'word '.repeat(60);
    const seo = productSeo({ name: 'Par 3 Flagstick Pin', description: long }, 'Pinshop Golf Pins');
    expect(seo.title).toBe('Par 3 Flagstick Pin | Soft Enamel Golf Pin | Pinshop Golf Pins');
    expect(seo.description.length).toBeLessThanOrEqual(160);
    expect(seo.description.endsWith('word…')).toBe(true);
    expect(seo.keywords).toContain('par 3 flagstick pin');
  });
});

describe('helpers', () => {
  it('priceValidUntil is the end of next year', () => {
    expect(priceValidUntil(new Date('2026-11-21T10:00:00Z'))).toBe('2027-12-31');
  });
});

describe('productJsonLd', () => {
  it('describes the product and its offer, with no rating or review', () => {
    expect(productJsonLd(lighthouse, CONTEXT)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Harbour Town Lighthouse Pin',
      description: 'The red-and-white lighthouse.',
      image: 'https://pins.example/img/1200/images/products/harbour-town-lighthouse.svg',
      url: 'https://pins.example/product/1',
      sku: 'GP-1',
      brand: { '@type': 'Brand', name: 'Pinshop Golf Pins' },
      offers: {
        '@type': 'Offer',
        price: '11.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://pins.example/product/1',
        priceValidUntil: '2027-12-31',
      },
    });
  });

  it('carries aggregateRating and review from published reviews only, nothing with none', () => {
    const none = { summary: { average: 0, count: 0 }, reviews: [] };
    expect(productJsonLd(lighthouse, { ...CONTEXT, reviews: none })).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(lighthouse, { ...CONTEXT, reviews: none })).not.toHaveProperty('review');
    const review = {
      id: 7,
      authorName: 'Robin F.',
      rating: 4,
      body: 'Great pins.',
      photoUrl: null,
      reply: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const ld = productJsonLd(lighthouse, {
      ...CONTEXT,
      reviews: { summary: { average: 4, count: 1 }, reviews: [review] },
    });
    expect(ld).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Robin F.' },
          datePublished: '2026-11-20',
          reviewBody: 'Great pins.',
          reviewRating: { '@type': 'Rating', ratingValue: 4 },
        },
      ],
    });
  });

  it('marks an out-of-stock pin and prices a free one at 0.00', () => {
    const ld = productJsonLd({ ...lighthouse, price: 0, inStock: false, imageUrl: null }, CONTEXT);
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.offers.price).toBe('0.00');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });
});

describe('productMeta', () => {
  it('carries title, canonical, Open Graph, Twitter and JSON-LD', () => {
    const meta = productMeta(lighthouse, CONTEXT);
    expect(meta[0]).toEqual({ title: 'Harbour Town Lighthouse Golf Pin | Pinshop Golf Pins' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://pins.example/product/1' });
    expect(metaContent(meta, 'og:type')).toBe('product');
    expect(metaContent(meta, 'og:url')).toBe('https://pins.example/product/1');
    expect(metaContent(meta, 'og:image')).toBe(
      'https://pins.example/img/1200/images/products/harbour-town-lighthouse.svg',
    );
    expect(metaContent(meta, 'product:price:amount')).toBe('11.99');
    expect(metaContent(meta, 'product:price:currency')).toBe('USD');
    expect(metaContent(meta, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(meta, 'twitter:image:alt')).toBe('Harbour Town Lighthouse Pin');
    const types = meta.flatMap((tag) =>
      'script:ld+json' in tag ? [(tag['script:ld+json'] as { '@type': string })['@type']] : [],
    );
    expect(types).toEqual(['Product', 'BreadcrumbList']);
  });
});
