/**
 * The cart's sales tax for the buyer's address, as the server will charge it (POST /api/checkout/tax-quote): asked
 * once the address is entered, per cart, address and code, and kept for the page's life (use-kept-read). The page
 * sends the total it shows; should the server's differ by then (a rate changed), the payment is refused with a 409
 * that says the new total. The last quote is also kept in the tab (sessionStorage), so the summary beside the
 * payment's progress, back from PayPal, shows the tax that was paid without asking again (the cart empties then).
 */
import { dollarsToCents } from '../../../core/money';
import type { CartItemDto } from '../../../core/schemas/cart';
import type { CustomerInfoInput } from '../../../core/schemas/payments';
import { taxQuoteSchema, type TaxQuote } from '../../../core/schemas/tax-quote';
import { apiRequest } from '../../lib/api';
import { cartHeaders } from '../../lib/session-id';
import { useKeptRead, type KeptRead } from '../../lib/use-kept-read';

const STORE_KEY = 'checkoutTaxQuote';

/** What the quote depends on: the address's country and state, the code, each line and its price. */
function quoteKey(items: readonly CartItemDto[], customer: CustomerInfoInput, discountCode: string | undefined) {
  const cart = items.map((item) => `${item.id}x${item.quantity}@${dollarsToCents(item.product.price)}`).join(',');
  return `/api/checkout/tax-quote|${customer.country ?? 'US'}|${customer.state}|${discountCode ?? ''}|${cart}`;
}

async function fetchQuote(key: string, body: { country: string; state: string; discountCode?: string }) {
  const response = await apiRequest('POST', '/api/checkout/tax-quote', body, { headers: cartHeaders() });
  const quote = taxQuoteSchema.parse(await response.json());
  try {
    window.sessionStorage.setItem(STORE_KEY, JSON.stringify({ key, quote }));
  } catch {
    // Storage refused (private mode, full): the summary beside the payment's progress shows no tax row then.
  }
  return quote;
}

export function useTaxQuote(
  items: readonly CartItemDto[],
  customer: CustomerInfoInput | null,
  discountCode: string | undefined,
  /** Counts the payments refused since the page opened: each asks the server again (a rate may have changed). */
  round = 0,
): KeptRead<TaxQuote> {
  const key = customer ? quoteKey(items, customer, discountCode) : null;
  return useKeptRead(key && `${key}|${round}`, () =>
    fetchQuote(key!, {
      country: customer?.country ?? 'US',
      state: customer?.state ?? '',
      ...(discountCode ? { discountCode } : {}),
    }),
  );
}

/** The tab's last quote for this cart, address and code (browser only), or null. */
export function rememberedQuote(
  items: readonly CartItemDto[],
  customer: CustomerInfoInput | null,
  discountCode: string | undefined,
): TaxQuote | null {
  if (!customer || typeof window === 'undefined') return null;
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORE_KEY) ?? 'null') as { key?: string; quote?: unknown };
    if (saved?.key !== quoteKey(items, customer, discountCode)) return null;
    return taxQuoteSchema.parse(saved.quote);
  } catch {
    return null;
  }
}
