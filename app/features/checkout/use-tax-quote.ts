/**
 * The cart's sales tax for the buyer's address, as the server will charge it (POST /api/checkout/tax-quote): asked
 * once the address is entered, per cart, address and code, and kept for the page's life (use-kept-read). The page
 * sends the total it shows; should the server's differ by then (a rate changed), the payment is refused with a 409
 * that says the new total.
 */
import { dollarsToCents } from '../../../core/money';
import type { CartItemDto } from '../../../core/schemas/cart';
import type { CustomerInfoInput } from '../../../core/schemas/payments';
import { taxQuoteSchema, type TaxQuote } from '../../../core/schemas/tax-quote';
import { apiRequest } from '../../lib/api';
import { cartHeaders } from '../../lib/session-id';
import { useKeptRead, type KeptRead } from '../../lib/use-kept-read';

async function fetchQuote(body: { country: string; state: string; discountCode?: string }): Promise<TaxQuote> {
  const response = await apiRequest('POST', '/api/checkout/tax-quote', body, { headers: cartHeaders() });
  return taxQuoteSchema.parse(await response.json());
}

export function useTaxQuote(
  items: readonly CartItemDto[],
  customer: CustomerInfoInput | null,
  discountCode: string | undefined,
  /** Counts the payments refused since the page opened: each asks the server again (a rate may have changed). */
  round = 0,
): KeptRead<TaxQuote> {
  const country = customer?.country ?? 'US';
  const state = customer?.state ?? '';
  const cart = items.map((item) => `${item.id}x${item.quantity}@${dollarsToCents(item.product.price)}`).join(',');
  const key = customer ? `/api/checkout/tax-quote|${country}|${state}|${discountCode ?? ''}|${cart}|${round}` : null;
  return useKeptRead(key, () => fetchQuote({ country, state, ...(discountCode ? { discountCode } : {}) }));
}
