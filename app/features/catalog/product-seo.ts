/**
 * The product page's head (shopper-spec sections 2 and 9): title, description and keywords, canonical
 * URL, Open Graph and Twitter tags and JSON-LD Product. Pure, so the server HTML and the browser agree.
 * aggregateRating and review come only from the product's real, published reviews; none, and there are none.
 */
import type { MetaDescriptor } from 'react-router';
import { isPurchasable, productSku } from '../../../core/catalog';
import { CURRENCY } from '../../../core/constants';
import { hasVariants, imageVariantUrl } from '../../../core/images';
import { centsToDecimalString, dollarsToCents } from '../../../core/money';
import type { ProductDto } from '../../../core/schemas/catalog';
import type { ProductReviews } from '../../../core/schemas/reviews';
import { absoluteUrl, breadcrumbJsonLd, socialMeta, truncateText } from '../../lib/seo';
import { PRODUCT_SEO, type SeoCopy } from './product-seo-table';

const DESCRIPTION_LIMIT = 160;

export interface ProductSeoContext {
  /** The shop's public origin, without a trailing slash. */
  publicUrl: string;
  shopName: string;
  /** "2027-12-31": how long the offer price is promised (search engines flag a date in the past). */
  priceValidUntil: string;
  /** The product's published reviews (the newest few go into the structured data). */
  reviews?: ProductReviews;
}

/** How many of the newest reviews the structured data names. */
const JSON_LD_REVIEWS = 5;

/** aggregateRating and review from the published reviews; nothing when there are none. */
function reviewsJsonLd(reviews: ProductReviews | undefined) {
  if (!reviews || reviews.summary.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.slice(0, JSON_LD_REVIEWS).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

export type SeoProduct = Pick<
  ProductDto,
  'id' | 'name' | 'description' | 'price' | 'imageUrl' | 'inStock' | 'stockQuantity'
>;

/** Title, description and keywords: the named pin's copy, or the generic fallback. */
export function productSeo(product: Pick<SeoProduct, 'name' | 'description'>, shopName: string): SeoCopy {
  const named = PRODUCT_SEO[product.name];
  if (named) return { ...named, title: `${named.title} | ${shopName}` };
  return {
    title: `${product.name} | Soft Enamel Golf Pin | ${shopName}`,
    description: truncateText(product.description || `${product.name}, a soft enamel golf pin.`, DESCRIPTION_LIMIT),
    keywords: [product.name.toLowerCase(), 'soft enamel golf pin', 'golf hat pin', 'wholesale golf pins'].join(', '),
  };
}

/** The share image: the 1200 px WebP variant of a local drawing (social sites do not show SVG). */
export function shareImageUrl(imageUrl: string | null, publicUrl: string): string | undefined {
  if (!imageUrl) return undefined;
  return absoluteUrl(publicUrl, hasVariants(imageUrl) ? imageVariantUrl(imageUrl, 1200) : imageUrl);
}

export function productUrl(publicUrl: string, productId: number): string {
  return absoluteUrl(publicUrl, `/product/${productId}`);
}

/** "2027-12-31": the last day of next year, so the promised price never lies in the past. */
export function priceValidUntil(now: Date): string {
  return `${now.getUTCFullYear() + 1}-12-31`;
}

export function productJsonLd(product: SeoProduct, context: ProductSeoContext) {
  const url = productUrl(context.publicUrl, product.id);
  const image = shareImageUrl(product.imageUrl, context.publicUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    ...(image ? { image } : {}),
    url,
    sku: productSku(product.id),
    brand: { '@type': 'Brand', name: context.shopName },
    offers: {
      '@type': 'Offer',
      price: centsToDecimalString(dollarsToCents(product.price)),
      priceCurrency: CURRENCY,
      availability: isPurchasable(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
      priceValidUntil: context.priceValidUntil,
    },
    ...reviewsJsonLd(context.reviews),
  };
}

/** Home, the catalogue, the pin: the trail search engines show above the result. */
export function productBreadcrumbJsonLd(product: Pick<SeoProduct, 'id' | 'name'>, publicUrl: string) {
  return breadcrumbJsonLd(
    [
      { name: 'Home', path: '/' },
      { name: 'Wholesale Golf Pins', path: '/wholesale' },
      { name: product.name, path: `/product/${product.id}` },
    ],
    publicUrl,
  );
}

export function productMeta(product: SeoProduct, context: ProductSeoContext): MetaDescriptor[] {
  const seo = productSeo(product, context.shopName);
  const url = productUrl(context.publicUrl, product.id);
  const image = shareImageUrl(product.imageUrl, context.publicUrl);
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords },
    { tagName: 'link', rel: 'canonical', href: url },
    ...socialMeta({
      publicUrl: context.publicUrl,
      siteName: context.shopName,
      title: seo.title,
      description: seo.description,
      path: url,
      type: 'product',
      // A pin without a drawing shares the shop's card rather than none.
      ...(image ? { image: { src: image, alt: product.name } } : {}),
    }),
    { property: 'product:price:amount', content: centsToDecimalString(dollarsToCents(product.price)) },
    { property: 'product:price:currency', content: CURRENCY },
    { property: 'product:availability', content: isPurchasable(product) ? 'in stock' : 'out of stock' },
    { 'script:ld+json': productJsonLd(product, context) },
    { 'script:ld+json': productBreadcrumbJsonLd(product, context.publicUrl) },
  ];
}
