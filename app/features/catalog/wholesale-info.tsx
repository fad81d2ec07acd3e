/** The catalogue's promises (shopper-spec section 2): three tiles, and the tiers again for small screens. */
import { Icon } from '../../components/ui/icons';
import { WHOLESALE_TIERS } from '../../../core/pricing/tiers';

const DISCOUNT_TIERS = [...WHOLESALE_TIERS].reverse().filter((tier) => tier.percentOff > 0);

const TILES = [
  {
    icon: 'badge-percent',
    title: 'Wholesale Pricing',
    text: DISCOUNT_TIERS.map((tier) => `${tier.percentOff}% off ${tier.label}`).join(', ') + '.',
  },
  { icon: 'package-check', title: 'Ready to Ship', text: 'Most items ship within 1-2 business days.' },
  { icon: 'store', title: 'Pro Shop Ready', text: 'Premium packaging and displays for your counter.' },
] as const;

export function WholesaleInfoTiles() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {TILES.map((tile) => (
        <li
          key={tile.title}
          className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:items-start sm:gap-4 sm:p-5"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white sm:size-11">
            <Icon name={tile.icon} className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-semibold text-slate-900">{tile.title}</h2>
            <p className="text-sm text-slate-600 sm:mt-1">{tile.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Shown below md only, where the tiles' text sits far above the grid. */
export function MobileTierBox() {
  return (
    <aside
      aria-label="Volume discounts"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 md:hidden"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="badge-percent" className="size-4" aria-hidden="true" />
        Volume discounts on every pin
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {DISCOUNT_TIERS.map((tier) => (
          <li key={tier.label} className="rounded-lg bg-white px-3 py-2 text-center ring-1 ring-brand-200">
            <span className="block text-lg font-bold text-brand-700">{tier.percentOff}% off</span>
            <span className="text-xs text-slate-600">{tier.label}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
