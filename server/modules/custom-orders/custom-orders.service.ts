import { AppError } from '../../../core/errors';
import { centsToDollars, dollarsToCents } from '../../../core/money';
import { designerDiscountBase, designerQuote, type DesignerQuote } from '../../../core/pricing/designer';
import {
  MISSING_INFORMATION,
  type CustomOrderData,
  type PreparedCustomOrder,
} from '../../../core/schemas/custom-orders';
import type { Database } from '../../db/client';
import { DESIGN_FILE_KINDS } from '../../integrations/storage/file-types';
import type { DiscountService } from '../discounts/discounts.service';
import type { IncomingFile, UploadService } from '../uploads/uploads.service';

export const PRICE_MISMATCH =
  'The prices in your order do not match our current prices. Please review your order and try again.';

/** The server's price for the options, with the promo code re-validated against the total before discount. */
export async function repriceCustomOrder(
  data: CustomOrderData,
  discounts: DiscountService,
): Promise<{ quote: DesignerQuote; promoCode: string }> {
  const options = {
    quantity: data.quantity,
    size: data.size,
    plating: data.plating,
    packaging: data.packaging,
    rushOrder: data.rushOrder,
  };
  let discountCents = 0;
  let promoCode = '';
  if (data.promoCode) {
    const { outcome, code } = await discounts.validate(data.promoCode, designerDiscountBase(options));
    if (!outcome.valid || !code) throw new AppError('conflict', outcome.valid ? PRICE_MISMATCH : outcome.error);
    discountCents = outcome.discountAmountCents;
    promoCode = code.code;
  }
  return { quote: designerQuote({ ...options, discountCents }), promoCode };
}

function sameAmount(dollars: number, cents: number): boolean {
  return dollarsToCents(dollars) === cents;
}

export function createCustomOrderService(deps: { db: Database; uploads: UploadService; discounts: DiscountService }) {
  const { db, uploads, discounts } = deps;

  return {
    /**
     * Validates and reprices the designer's order and keeps its design file. Any price the browser sent that
     * differs from ours (a tampered or stale page) is refused rather than silently replaced.
     */
    async prepare(data: CustomOrderData, logo: IncomingFile | null): Promise<PreparedCustomOrder> {
      if (!logo) throw new AppError('bad_request', MISSING_INFORMATION);
      const { quote, promoCode } = await repriceCustomOrder(data, discounts);
      const matches =
        sameAmount(data.pricePerPin, quote.pricePerPinCents) &&
        sameAmount(data.rushOrderFee, quote.rushFeeCents) &&
        sameAmount(data.discountAmount, quote.discountCents) &&
        sameAmount(data.totalPrice, quote.totalCents) &&
        sameAmount(data.depositAmount, quote.depositCents) &&
        sameAmount(data.remainingBalance, quote.remainingCents);
      if (!matches) throw new AppError('conflict', PRICE_MISMATCH);
      const stored = await uploads.accept(db, logo, {
        kinds: DESIGN_FILE_KINDS,
        purpose: 'design-file',
        typeMessage: 'Please upload a PNG, JPG, GIF, SVG or PDF file.',
      });
      return {
        quantity: data.quantity,
        size: data.size,
        plating: data.plating,
        packaging: data.packaging.join(','),
        rushOrder: data.rushOrder,
        rushOrderFee: centsToDollars(quote.rushFeeCents),
        pricePerPin: centsToDollars(quote.pricePerPinCents),
        totalPrice: centsToDollars(quote.totalCents),
        depositAmount: centsToDollars(quote.depositCents),
        remainingBalance: centsToDollars(quote.remainingCents),
        customerName: data.customerName,
        customerEmail: data.customerEmail,
        promoCode,
        discountAmount: centsToDollars(quote.discountCents),
        logoUrl: stored.url,
        logoFileName: stored.upload.originalName,
      };
    },
  };
}

export type CustomOrderService = ReturnType<typeof createCustomOrderService>;
