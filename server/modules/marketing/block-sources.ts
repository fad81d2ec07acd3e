/**
 * What an e-mail's product cards and discount codes show, read when it is rendered: active products through the
 * catalogue's public surface, codes through the discounts module. `checkBlocks` refuses, field by field, what
 * cannot be sent (a product not in the shop, a code that cannot be used, raw HTML with nothing left once sanitised)
 * with the same 400 shape as the schema's own messages (`issues[].path` "body.blocks.2.productId").
 */
import { ZodError } from 'zod';
import { EMAIL_BLOCK_MESSAGES, type EmailBlock } from '../../../core/schemas/email-blocks';
import type { CatalogService } from '../catalog';
import type { DiscountService } from '../discounts';
import { describeOffer } from './campaign-emails';
import type { BlockSources, CardDiscount, CardProduct } from './email-blocks';
import { htmlToText, sanitizeEmailHtml } from './email-html';

export interface BlockSourceDeps {
  catalog: Pick<CatalogService, 'findActive'>;
  discounts: Pick<DiscountService, 'findByCode'>;
  now: () => Date;
}

type DiscountRow = NonNullable<Awaited<ReturnType<DiscountService['findByCode']>>>;

/** A shared code anyone may use now (not a personal one, not off, expired or used up), with its terms. */
export function usableDiscount(row: DiscountRow | null, at: Date): CardDiscount | null {
  if (!row || row.boundEmail || !row.isActive) return null;
  if (row.validUntil && row.validUntil < at) return null;
  if (row.maxUses !== null && row.currentUses >= row.maxUses) return null;
  const terms = describeOffer(row);
  return { code: row.code, terms: row.firstOrderOnly ? `${terms} (first order only)` : terms };
}

/** The products and codes the blocks name, as they are now; what is gone is simply absent. */
export async function readBlockSources(blocks: readonly EmailBlock[], deps: BlockSourceDeps): Promise<BlockSources> {
  const products = new Map<number, CardProduct>();
  const discounts = new Map<string, CardDiscount>();
  const at = deps.now();
  for (const block of blocks) {
    if (block.type === 'product' && !products.has(block.productId)) {
      const row = await deps.catalog.findActive(block.productId);
      if (row) {
        products.set(row.id, {
          id: row.id,
          name: row.name,
          priceCents: row.priceCents,
          imageUrl: row.imageUrl,
          imageAlt: row.imageAlt,
        });
      }
    }
    if (block.type === 'discount' && !discounts.has(block.code.toUpperCase())) {
      const found = usableDiscount(await deps.discounts.findByCode(block.code), at);
      if (found) discounts.set(found.code, found);
    }
  }
  return { products, discounts };
}

/** Refuses blocks that would show nothing true: each issue on its own field, as the schema reports them. */
export function checkBlocks(blocks: readonly EmailBlock[], sources: BlockSources): void {
  const issues: ZodError['issues'] = [];
  const refuse = (index: number, field: string, message: string) =>
    issues.push({ code: 'custom', path: ['body', 'blocks', index, field], message, input: undefined });
  blocks.forEach((block, index) => {
    if (block.type === 'product' && !sources.products.has(block.productId)) {
      refuse(index, 'productId', EMAIL_BLOCK_MESSAGES.productGone);
    }
    if (block.type === 'discount' && !sources.discounts.has(block.code.toUpperCase())) {
      refuse(index, 'code', EMAIL_BLOCK_MESSAGES.discountUnusable);
    }
    if (block.type === 'html') {
      const html = sanitizeEmailHtml(block.html);
      if (!htmlToText(html) && !/<img\s/i.test(html)) refuse(index, 'html', EMAIL_BLOCK_MESSAGES.htmlEmpty);
    }
  });
  if (issues.length > 0) throw new ZodError(issues);
}
