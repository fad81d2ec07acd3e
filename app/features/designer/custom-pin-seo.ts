/**
 * Structured data of the custom pin service (shopper-spec section 9: quantity 25-1000, price range
 * 75.00-2400.00 USD). The spec's "valid until 2025-12-31" lies in the past, which search engines flag, so the
 * offer is promised to the end of next year as on the product pages. No rating: the shop has no real reviews.
 */
import { CURRENCY } from '../../../core/constants';

export const CUSTOM_PIN_OFFER = {
  lowPrice: '75.00',
  highPrice: '2400.00',
  minQuantity: 25,
  maxQuantity: 1000,
} as const;

export interface CustomPinSeoContext {
  publicUrl: string;
  shopName: string;
  priceValidUntil: string;
}

export function customPinJsonLd({ publicUrl, shopName, priceValidUntil }: CustomPinSeoContext) {
  const url = `${publicUrl.replace(/\/+$/, '')}/custom`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: 'Custom Soft Enamel Golf Pins',
    serviceType: 'Custom soft enamel golf pin manufacturing',
    description:
      'Design custom soft enamel golf pins online: choose quantity, size, plating and packaging, upload your logo and order with a 10% deposit.',
    url,
    provider: { '@type': 'Organization', name: shopName, url: publicUrl },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: CURRENCY,
      lowPrice: CUSTOM_PIN_OFFER.lowPrice,
      highPrice: CUSTOM_PIN_OFFER.highPrice,
      priceValidUntil,
      url,
      eligibleQuantity: {
        '@type': 'QuantitativeValue',
        minValue: CUSTOM_PIN_OFFER.minQuantity,
        maxValue: CUSTOM_PIN_OFFER.maxQuantity,
        unitText: 'pins',
      },
    },
  };
}

/** "2027-12-31": the last day of next year. */
export function priceValidUntil(now: Date): string {
  return `${now.getUTCFullYear() + 1}-12-31`;
}
