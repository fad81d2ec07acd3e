import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  itemListJsonLd,
  metaPublicUrl,
  organizationJsonLd,
  socialMeta,
  truncateText,
  webSiteJsonLd,
} from './seo';

const PUBLIC_URL = 'https://pins.example';
const shop = {
  name: 'Pinshop Golf Pins',
  salesEmail: 'sales@pins.example',
  supportEmail: 'help@pins.example',
  location: 'Newport Beach, CA',
  shippingCents: 599,
};

function content(meta: ReturnType<typeof socialMeta>, key: string): unknown {
  const found = meta.find((tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key));
  return found && 'content' in found ? found.content : undefined;
}

describe('socialMeta', () => {
  const card = { publicUrl: PUBLIC_URL, siteName: shop.name, title: 'Wholesale', description: 'Pins.' };

  it('gives a large-image card with an absolute image URL and its alt text, the default image when none is given', () => {
    const meta = socialMeta({ ...card, path: '/wholesale' });
    expect(content(meta, 'og:url')).toBe('https://pins.example/wholesale');
    expect(content(meta, 'og:image')).toBe('https://pins.example/images/brand/social-card.jpg');
    expect(content(meta, 'twitter:image')).toBe('https://pins.example/images/brand/social-card.jpg');
    expect(content(meta, 'og:image:alt')).toMatch(/soft enamel pin/);
    expect(content(meta, 'twitter:image:alt')).toBe(content(meta, 'og:image:alt'));
    expect(content(meta, 'twitter:card')).toBe('summary_large_image');
    expect(content(meta, 'og:image:width')).toBe('1200');
  });

  it("uses the page's own image, and no size it does not know", () => {
    const meta = socialMeta({
      ...card,
      path: '/product/1',
      type: 'product',
      image: { src: '/img/1200/a.svg', alt: 'A' },
    });
    expect(content(meta, 'og:type')).toBe('product');
    expect(content(meta, 'og:image')).toBe('https://pins.example/img/1200/a.svg');
    expect(content(meta, 'og:image:alt')).toBe('A');
    expect(content(meta, 'og:image:width')).toBeUndefined();
  });
});

describe('JSON-LD', () => {
  it('describes the shop with its logo, contacts and location, and no rating', () => {
    const org = organizationJsonLd(shop, PUBLIC_URL);
    expect(org).toMatchObject({
      '@type': 'Organization',
      url: 'https://pins.example/',
      logo: { '@type': 'ImageObject', url: 'https://pins.example/images/brand/logo.png' },
      contactPoint: [
        { contactType: 'sales', email: 'sales@pins.example' },
        { contactType: 'customer support', email: 'help@pins.example' },
      ],
      address: { addressLocality: 'Newport Beach', addressRegion: 'CA' },
    });
    expect(JSON.stringify(org)).not.toMatch(/rating|review/i);
    expect(organizationJsonLd({ ...shop, location: 'Pebble Beach' }, PUBLIC_URL).address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Pebble Beach',
    });
    expect(org).not.toHaveProperty('sameAs');
    const social = { instagram: 'https://www.instagram.com/pins', x: 'https://x.com/pins' };
    expect(organizationJsonLd({ ...shop, social }, PUBLIC_URL).sameAs).toEqual([social.instagram, social.x]);
    expect(webSiteJsonLd(shop.name, PUBLIC_URL).publisher).toEqual({ '@id': 'https://pins.example/#organization' });
  });

  it('numbers list items and breadcrumbs from 1 with absolute URLs', () => {
    const items = [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ];
    expect(itemListJsonLd('Posts', items, PUBLIC_URL).itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Blog',
      url: 'https://pins.example/blog',
    });
    expect(breadcrumbJsonLd(items, PUBLIC_URL).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Home',
      item: 'https://pins.example/',
    });
  });
});

describe('helpers', () => {
  it('joins paths to the origin and reads the origin from the root match', () => {
    expect(absoluteUrl('https://pins.example/', '/x')).toBe('https://pins.example/x');
    expect(absoluteUrl(PUBLIC_URL, 'https://cdn.example/y.png')).toBe('https://cdn.example/y.png');
    expect(metaPublicUrl([{ id: 'root', loaderData: { publicUrl: PUBLIC_URL } }])).toBe(PUBLIC_URL);
    expect(metaPublicUrl([{ id: 'root', loaderData: undefined }])).toBeNull();
  });
});

describe('text and addresses', () => {
  it('truncateText keeps short text and cuts long text at a word', () => {
    expect(truncateText('  a   short  text ', 20)).toBe('a short text');
    expect(truncateText('one two three four', 12)).toBe('one two…');
  });

  it('absoluteUrl joins paths to the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('https://pins.example/', '/product/1')).toBe('https://pins.example/product/1');
    expect(absoluteUrl('https://pins.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
