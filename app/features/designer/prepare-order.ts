/**
 * What Pay Deposit does once the draft is complete (use-submit-order.ts): the server reprices the order and keeps the
 * files (one per design); a signed-in shopper's first custom order is celebrated first (confetti, a toast, the redirect 2 s later).
 * Loaded apart from the page (decision 021): only the last step pays, and the designer fetches this with its steps.
 */
import { toast } from '../../components/ui/use-toast';
import { currentUser } from '../../lib/session-store';
import { shopApi } from '../../lib/shop-api';
import { celebrate } from './celebrate';
import type { PriceTable } from '../../../core/pricing/price-table';
import { draftQuote, type DesignerDraft } from './designer-state';
import { buildOrderData, checkoutUrl, orderFormData } from './order-payload';

export const CELEBRATION_REDIRECT_DELAY_MS = 2000;

/** Only a signed-in shopper is asked; an empty list means a first order, any failure means not. */
async function isFirstCustomOrder(): Promise<boolean> {
  if (!currentUser()) return false;
  try {
    return (await shopApi.customOrders({ limit: 1 })).orders.length === 0;
  } catch {
    return false;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The checkout's address with the prepared order, after the celebration when there is one. */
export async function prepareOrder(draft: DesignerDraft, files: readonly File[], table: PriceTable): Promise<string> {
  const orderData = buildOrderData(draft, draftQuote(draft, table));
  const answer = await shopApi.prepareCustomOrder(orderFormData(orderData, files));
  if (await isFirstCustomOrder()) {
    await celebrate();
    toast({
      title: 'Congratulations on your first custom order! 🎉',
      description: 'Taking you to checkout to pay your deposit…',
      variant: 'success',
    });
    await wait(CELEBRATION_REDIRECT_DELAY_MS);
  }
  return checkoutUrl(answer);
}
