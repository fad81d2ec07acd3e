import { WHOLESALE_TIERS, priceLine } from '../../../core/pricing/tiers';
import { dollarsToCents } from '../../../core/money';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/format';

/** The first tier with a discount (10 pins, 10% off). */
const FIRST_DISCOUNT = WHOLESALE_TIERS.filter((tier) => tier.percentOff > 0).at(-1)!;

/**
 * The line's total and tier savings from 10 pins ("Total: $107.91 · You save $11.99 (10% off)"); below
 * that a nudge towards the first tier, unless `max` (stock or a per-customer limit) never reaches it.
 * Display only: the server prices the cart.
 */
export function LineTotal({
  price,
  quantity,
  max,
  compact = false,
}: {
  price: number;
  quantity: number;
  max: number;
  compact?: boolean;
}) {
  const line = priceLine(dollarsToCents(price), quantity);
  const textClass = cn('text-slate-600 tabular-nums', compact ? 'min-h-5 text-xs' : 'text-sm');

  if (price === 0) {
    return <p className={textClass}>Free pin: you only pay shipping.</p>;
  }
  if (line.percentOff === 0) {
    // Keeps the card's height when there is nothing to say.
    if (max < FIRST_DISCOUNT.minQuantity) return compact ? <p className={textClass} /> : null;
    return (
      <p className={textClass}>
        Buy {FIRST_DISCOUNT.minQuantity}+ and save {FIRST_DISCOUNT.percentOff}%
      </p>
    );
  }
  return (
    <p className={textClass} aria-live="polite">
      <span className="font-semibold text-slate-900">Total: {formatUsd(line.totalCents)}</span>
      {' · '}
      <span className="font-semibold text-brand-700">
        You save {formatUsd(line.savingsCents)} ({line.percentOff}% off)
      </span>
    </p>
  );
}
