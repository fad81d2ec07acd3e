/**
 * The product page's SEO table names pins of the demo catalogue: checked here, where both sides may be imported
 * (the page code never imports server code).
 */
import { describe, expect, it } from 'vitest';
import { PRODUCT_SEO } from '../app/features/catalog/product-seo-table';
import { demoProducts } from '../server/db/seed/products';

describe('the product SEO table', () => {
  it('names only pins of the demo catalogue', () => {
    const demoNames = new Set(demoProducts.map((product) => product.name));
    for (const name of Object.keys(PRODUCT_SEO)) expect(demoNames, name).toContain(name);
  });
});
