/**
 * The drawer's tax line: when the checkout of this tab already has a ship-to (app/lib/kept-ship-to.ts), the server's
 * figure for it (POST /api/checkout/tax-quote, the computation the payment charges) and the total with it; otherwise
 * "Tax: calculated at checkout". Asked once per cart, state and code (use-kept-read).
 */
import { useSyncExternalStore } from 'react';
import type { CartItemDto } from '../../../core/schemas/cart';
import { taxQuoteSchema } from '../../../core/schemas/tax-quote';
import { apiRequest } from '../../lib/api';
import { formatUsd } from '../../lib/format';
import { keptShipTo } from '../../lib/kept-ship-to';
import { cartHeaders } from '../../lib/session-id';
import { useKeptRead } from '../../lib/use-kept-read';

async function fetchQuote(body: { country: string; state: string; discountCode?: string }) {
  const response = await apiRequest('POST', '/api/checkout/tax-quote', body, { headers: cartHeaders() });
  return taxQuoteSchema.parse(await response.json());
}

/** The checkout writes the ship-to on another page: nothing to listen to while the drawer is open. */
const noUpdates = () => () => {};

export function DrawerTax({ items, discountCode }: { items: readonly CartItemDto[]; discountCode?: string }) {
  // The kept ship-to as text (a stable snapshot); the server renders none. Read when the drawer renders.
  const kept = useSyncExternalStore(
    noUpdates,
    () => JSON.stringify(keptShipTo()),
    () => 'null',
  );
  const shipTo = JSON.parse(kept) as ReturnType<typeof keptShipTo>;
  const cart = items.map((item) => `${item.id}x${item.quantity}@${item.product.price}`).join(',');
  const quote = useKeptRead(
    shipTo ? `/api/checkout/tax-quote|drawer|${shipTo.country}|${shipTo.state}|${discountCode ?? ''}|${cart}` : null,
    () => fetchQuote({ ...shipTo!, ...(discountCode ? { discountCode } : {}) }),
  );
  const data = quote.data;
  let text = 'Tax: calculated at checkout';
  if (data?.exemptReason) text = `No sales tax: ${data.exemptReason.replace(/^Exempt: /, '')}`;
  else if (data && data.taxCents > 0)
    text = `${data.taxLabel ?? 'Sales tax'}: ${formatUsd(data.taxCents)}. Total with tax: ${formatUsd(data.totalCents)}`;
  else if (data) text = `No sales tax for ${data.region}`;
  return (
    <p className="-mt-2 text-sm text-slate-600" data-testid="cart-tax-note">
      {text}
    </p>
  );
}
