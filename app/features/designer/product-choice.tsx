/** Step 1's product: a choice card each (pins, ball markers, hat clips, divot tools, backing cards), from its price. */
import { formatUsd } from '../../../core/money';
import { PRODUCT_KINDS, PRODUCT_NAMES, type ProductKind } from '../../../core/pricing/price-table';
import { usePrices } from '../../lib/use-prices';
import { ChoiceCard } from './choice-card';

const PRODUCT_NOTES: Record<ProductKind, string> = {
  pin: 'Soft enamel lapel pins',
  'ball-marker': 'Flat 1 inch markers for the green',
  'hat-clip': 'A clip with a magnetic 1 inch ball marker',
  'divot-tool': 'A metal divot tool with a removable marker',
  'backing-card': 'Printed cards on their own, 2 x 3 or 3 x 4 inch',
};

export interface ProductChoiceProps {
  product: ProductKind;
  onProduct(product: ProductKind): void;
}

export function ProductChoice({ product, onProduct }: ProductChoiceProps) {
  const prices = usePrices();
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Product</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {PRODUCT_KINDS.map((kind) => {
          const tiers = prices.products[kind].tiers;
          const from = tiers[tiers.length - 1]!.unitCents;
          return (
            <ChoiceCard
              key={kind}
              type="radio"
              name="product"
              value={kind}
              checked={product === kind}
              onChange={() => onProduct(kind)}
              title={PRODUCT_NAMES[kind].title}
              description={PRODUCT_NOTES[kind]}
              aside={`from ${formatUsd(from)}`}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
