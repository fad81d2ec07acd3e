import { describe, expect, it } from 'vitest';
import type { BlogPostDto } from '../../../core/schemas/blog';
import { truncateText } from '../../lib/seo';
import { blogPostMeta, blogPostingJsonLd, postDescription, postTitle } from './blog-seo';

const post: BlogPostDto = {
  id: 7,
  slug: 'harbour-town-lighthouse-hole',
  title: 'Harbour Town: Why the Lighthouse Hole Still Matters',
  excerpt: 'The 18th at Harbour Town Golf Links is one of the most recognisable finishing holes in golf.',
  category: 'courses',
  featuredImage: '/images/blog/harbour-town-lighthouse-hole.svg',
  tags: ['harbour town', 'hilton head'],
  viewCount: 823,
  publishedAt: '2025-05-06T15:30:00.000Z',
  createdAt: '2025-05-06T15:30:00.000Z',
  updatedAt: '2025-05-07T09:00:00.000Z',
  content: '<p>Text</p>',
  metaTitle: null,
  metaDescription: null,
};
const context = { publicUrl: 'https://pins.example', shopName: 'Pinshop Golf Pins' };

describe('blog post head', () => {
  it('takes the meta title, else the title and the blog name', () => {
    expect(postTitle(post, 'Pinshop Golf Pins')).toBe(
      'Harbour Town: Why the Lighthouse Hole Still Matters | Pinshop Golf Pins Blog',
    );
    expect(postTitle({ ...post, metaTitle: 'Harbour Town | Pinshop' }, 'Pinshop Golf Pins')).toBe(
      'Harbour Town | Pinshop',
    );
  });

  it('describes with the meta description, else the excerpt, within 160 characters', () => {
    expect(postDescription({ ...post, metaDescription: 'Why it works.' })).toBe('Why it works.');
    expect(postDescription(post)).toBe(post.excerpt);
    expect(postDescription({ ...post, excerpt: 'word '.repeat(60) }).length).toBeLessThanOrEqual(160);
    expect(truncateText('a'.repeat(200), 20)).toHaveLength(20);
  });

  it('emits the Open Graph article tags, canonical URL and share image', () => {
    const meta = blogPostMeta(post, context);
    const property = (name: string) =>
      meta.filter((m) => 'property' in m && m.property === name).map((m) => (m as { content: string }).content);
    expect(property('og:type')).toEqual(['article']);
    expect(property('og:image')).toEqual([
      'https://pins.example/img/1200/images/blog/harbour-town-lighthouse-hole.svg',
    ]);
    expect(property('article:published_time')).toEqual(['2025-05-06T15:30:00.000Z']);
    expect(property('article:section')).toEqual(['Courses']);
    expect(property('article:tag')).toEqual(['harbour town', 'hilton head']);
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://pins.example/blog/harbour-town-lighthouse-hole',
    });
  });

  it('describes the post as a schema.org BlogPosting', () => {
    expect(blogPostingJsonLd(post, context)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: '2025-05-06T15:30:00.000Z',
      dateModified: '2025-05-07T09:00:00.000Z',
      image: ['https://pins.example/img/1200/images/blog/harbour-town-lighthouse-hole.svg'],
      mainEntityOfPage: { '@id': 'https://pins.example/blog/harbour-town-lighthouse-hole' },
      articleSection: 'Courses',
      keywords: 'harbour town, hilton head',
      publisher: {
        '@type': 'Organization',
        name: 'Pinshop Golf Pins',
        logo: { '@type': 'ImageObject', url: 'https://pins.example/images/brand/logo.png' },
      },
    });
  });

  it("shares the shop's card when a post has no image of its own", () => {
    const bare = { ...post, featuredImage: null };
    expect(blogPostingJsonLd(bare, context).image).toEqual(['https://pins.example/images/brand/social-card.jpg']);
    const meta = blogPostMeta(bare, context);
    expect(meta).toContainEqual({
      name: 'twitter:image',
      content: 'https://pins.example/images/brand/social-card.jpg',
    });
    expect(meta.filter((m) => 'name' in m && m.name === 'twitter:image:alt')).toHaveLength(1);
  });
});
