/**
 * The regular checkout's money for the session's cart (the header badge's store, read by regular-checkout): the
 * drawer's code checked again with the server for today's subtotal, and the totals core computes the same way the
 * server will.
 */
import { normalizeCode } from '../../../core/discounts';
import { centsToDollars, dollarsToCents, type Cents } from '../../../core/money';
import { cartTotals, type CartTotals } from '../../../core/pricing/cart';
import type { CartItemDto } from '../../../core/schemas/cart';
import type { DiscountValidationDto } from '../../../core/schemas/discounts';
import { apiRequest } from '../../lib/api';
import { useKeptRead } from '../../lib/use-kept-read';
import { useShop } from '../../lib/use-shop';

export type CheckoutDiscount =
  | { state: 'none' }
  | { state: 'checking'; code: string }
  | { state: 'applied'; code: string; amountCents: Cents }
  | { state: 'invalid'; code: string; error: string };

/** `shippingCents`: the shop's rate in effect (the root loader's, useShop), the one the server charges. */
export function checkoutTotals(
  items: readonly CartItemDto[],
  discountCents: Cents = 0,
  shippingCents?: Cents,
): CartTotals {
  return cartTotals(
    items.map((item) => ({ unitPriceCents: dollarsToCents(item.product.price), quantity: item.quantity })),
    discountCents,
    shippingCents,
  );
}

async function validateCode(code: string, subtotalCents: Cents): Promise<DiscountValidationDto> {
  const response = await apiRequest('POST', '/api/discount-codes/validate', {
    code,
    orderAmount: centsToDollars(subtotalCents),
  });
  return (await response.json()) as DiscountValidationDto;
}

export function useCheckoutCart(items: readonly CartItemDto[], discountParam: string | null) {
  const { shippingCents } = useShop();
  const code = discountParam ? normalizeCode(discountParam) : '';
  const subtotalCents = checkoutTotals(items).subtotalCents;
  // One check per code and subtotal, kept for the browser's life as the query cache kept it (decision 007).
  const checked = code !== '' && subtotalCents > 0;
  const validation = useKeptRead(checked ? `/api/discount-codes/validate|${code}|${subtotalCents}` : null, () =>
    validateCode(code, subtotalCents),
  );

  let discount: CheckoutDiscount = { state: 'none' };
  if (checked) {
    if (validation.data?.valid) {
      discount = { state: 'applied', code, amountCents: dollarsToCents(validation.data.discountAmount) };
    } else if (validation.data) {
      discount = { state: 'invalid', code, error: validation.data.error || 'This discount code is not valid' };
    } else if (validation.isError) {
      discount = { state: 'invalid', code, error: 'Failed to validate discount code' };
    } else {
      discount = { state: 'checking', code };
    }
  }

  const totals = checkoutTotals(items, discount.state === 'applied' ? discount.amountCents : 0, shippingCents);
  return { totals, discount };
}
