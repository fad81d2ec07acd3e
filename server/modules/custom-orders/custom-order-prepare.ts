/**
 * Prepare: the designer's order checked and repriced once on the server, its artwork kept (one file per design,
 * decision 045) and the priced order stored under a signed id for the checkout page and the deposit.
 */
import { DESIGN_MESSAGES, designFileField, designsTotal, type PinDesign } from '../../../core/designs';
import { AppError } from '../../../core/errors';
import { centsToDollars, dollarsToCents } from '../../../core/money';
import type { PricesInEffect } from '../../../core/pricing/price-table';
import {
  MISSING_INFORMATION,
  type CustomOrderData,
  type PreparedCustomOrder,
} from '../../../core/schemas/custom-orders';
import type { Database } from '../../db/client';
import { DESIGN_FILE_KINDS } from '../../integrations/storage/file-types';
import type { DiscountService } from '../discounts';
import type { IncomingFile, UploadService } from '../uploads';
import { PRICE_MISMATCH, repriceCustomOrder } from './designer-pricing';
import type { PreparedOrders } from './prepared-orders';

/** The phone and ship-to the designer sent, when it sent them. */
export function contactExtras(data: Pick<CustomOrderData, 'customerPhone' | 'shipTo'>) {
  return {
    ...(data.customerPhone ? { customerPhone: data.customerPhone } : {}),
    ...(data.shipTo ? { shipTo: data.shipTo } : {}),
  };
}

function sameAmount(dollars: number, cents: number): boolean {
  return dollarsToCents(dollars) === cents;
}

/** Each design's artwork, in design order, by its field (`logo`, `logo2`...); the order's one logo without designs. */
function artworkFiles(data: CustomOrderData, files: Partial<Record<string, IncomingFile>>): IncomingFile[] {
  if (!data.designs) {
    const logo = files[designFileField(1)];
    if (!logo) throw new AppError('bad_request', MISSING_INFORMATION);
    return [logo];
  }
  if (designsTotal(data.designs) !== data.quantity) throw new AppError('bad_request', DESIGN_MESSAGES.total);
  return data.designs.map((_, index) => {
    const file = files[designFileField(index + 1)];
    if (!file) throw new AppError('bad_request', DESIGN_MESSAGES.artwork);
    return file;
  });
}

export interface PrepareDeps {
  db: Database;
  uploads: UploadService;
  discounts: DiscountService;
  prices: () => Promise<PricesInEffect>;
  prepared: PreparedOrders;
}

/**
 * Validates and reprices the designer's order, keeps its design files and stores the priced order. Any price the
 * browser sent that differs from ours (a tampered or stale page) is refused rather than silently replaced.
 */
export async function prepareCustomOrder(
  deps: PrepareDeps,
  data: CustomOrderData,
  files: Partial<Record<string, IncomingFile>>,
): Promise<PreparedCustomOrder> {
  const { db, uploads } = deps;
  const artwork = artworkFiles(data, files);
  const { table } = await deps.prices();
  const { quote, promoCode, discountBaseCents } = await repriceCustomOrder(data, deps.discounts, table);
  const matches =
    sameAmount(data.pricePerPin, quote.pricePerPinCents) &&
    sameAmount(data.rushOrderFee, quote.rushFeeCents) &&
    sameAmount(data.discountAmount, quote.discountCents) &&
    sameAmount(data.totalPrice, quote.totalCents) &&
    sameAmount(data.depositAmount, quote.depositCents) &&
    sameAmount(data.remainingBalance, quote.remainingCents);
  if (!matches) throw new AppError('conflict', PRICE_MISMATCH);
  const stored: { url: string; fileName: string }[] = [];
  // One after another: each file is checked (type by bytes, size) before the next is read into storage.
  for (const file of artwork) {
    const kept = await uploads.accept(db, file, {
      kinds: DESIGN_FILE_KINDS,
      purpose: 'design-file',
      typeMessage: 'Please upload a PNG, JPG, GIF, SVG or PDF file.',
      preflight: true,
    });
    // A pin (or other metal piece) as a pin; a backing card as the printed card of its size (decision 049).
    await uploads.keepMockup(db, kept.url, { ...data, shape: 'auto' });
    stored.push({ url: kept.url, fileName: kept.upload.originalName });
  }
  const logo = stored[0]!;
  const designs: PinDesign[] | undefined = data.designs?.map((design, index) => ({
    name: design.name,
    quantity: design.quantity,
    logoUrl: stored[index]!.url,
    logoFileName: stored[index]!.fileName,
  }));
  const preparedOrderId = await deps.prepared.store({
    product: data.product,
    quantity: data.quantity,
    size: data.size,
    plating: data.plating,
    packaging: data.packaging,
    rushOrder: data.rushOrder,
    customerName: data.customerName,
    customerEmail: data.customerEmail,
    ...contactExtras(data),
    ...(data.eventDate ? { eventDate: data.eventDate } : {}),
    promoCode,
    logoUrl: logo.url,
    logoFileName: logo.fileName,
    ...(designs ? { designs } : {}),
    discountBaseCents,
    cents: {
      pricePerPin: quote.pricePerPinCents,
      rushFee: quote.rushFeeCents,
      total: quote.totalCents,
      deposit: quote.depositCents,
      remaining: quote.remainingCents,
      discount: quote.discountCents,
    },
  });
  return {
    preparedOrderId,
    product: data.product,
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
    ...contactExtras(data),
    promoCode,
    discountAmount: centsToDollars(quote.discountCents),
    logoUrl: logo.url,
    logoFileName: logo.fileName,
    ...(data.eventDate ? { eventDate: data.eventDate } : {}),
    ...(designs ? { designs } : {}),
  };
}
