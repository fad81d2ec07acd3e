/**
 * The server's price of a designer order: the product's minimum and sizes, the owner's table in effect, and the
 * promo code re-validated against the total before discount.
 */
import { AppError } from '../../../core/errors';
import { designerDiscountBase, designerQuote, type DesignerQuote } from '../../../core/pricing/designer';
import { PRODUCT_NAMES, productHasSize, type PriceTable } from '../../../core/pricing/price-table';
import type { CustomOrderData } from '../../../core/schemas/custom-orders';
import type { DiscountService } from '../discounts';

export const PRICE_MISMATCH =
  'The prices in your order do not match our current prices. Please review your order and try again.';

/** The server's price for the options, with the promo code re-validated against the total before discount. */
export async function repriceCustomOrder(
  data: CustomOrderData,
  discounts: DiscountService,
  table: PriceTable,
): Promise<{ quote: DesignerQuote; promoCode: string; discountBaseCents: number }> {
  // The owner's minimum for the product (the price table), the same message as the form's own check.
  const { minQuantity } = table.products[data.product];
  if (data.quantity < minQuantity) throw new AppError('bad_request', `Quantity must be at least ${minQuantity}`);
  if (!productHasSize(data.product, data.size)) {
    throw new AppError('bad_request', `Choose a size the ${PRODUCT_NAMES[data.product].many} come in`);
  }
  const options = {
    product: data.product,
    quantity: data.quantity,
    size: data.size,
    plating: data.plating,
    packaging: data.packaging,
    rushOrder: data.rushOrder,
  };
  const discountBaseCents = designerDiscountBase(options, table);
  let discountCents = 0;
  let promoCode = '';
  if (data.promoCode) {
    // With the buyer's address: a first-order-only code is refused here already for someone who ordered before.
    const { outcome, code } = await discounts.validate(data.promoCode, discountBaseCents, data.customerEmail);
    if (!outcome.valid || !code) throw new AppError('conflict', outcome.valid ? PRICE_MISMATCH : outcome.error);
    discountCents = outcome.discountAmountCents;
    promoCode = code.code;
  }
  return { quote: designerQuote({ ...options, discountCents }, table), promoCode, discountBaseCents };
}
