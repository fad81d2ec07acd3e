/** Below the catalogue: pins with the buyer's own logo, with the instant price calculator and the quote. */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { PriceCalculatorSheet } from '../../components/price-calculator/price-calculator-sheet';
import { buttonVariants } from '../../components/ui/button';

export function CustomPinsCallout() {
  return (
    <aside
      aria-labelledby="custom-pins-callout"
      className="mt-12 flex flex-col gap-5 rounded-3xl border border-brand-200 bg-brand-50/70 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
          <Icon name="pen-tool" className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="custom-pins-callout" className="text-lg font-semibold text-slate-900">
            Need custom pins with your logo?
          </h2>
          <p className="mt-1 max-w-xl text-sm text-slate-600">
            See what your pins would cost in seconds: pick a quantity, finish, size and add-ons.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <PriceCalculatorSheet className="bg-white" />
        <Link to="/quote" className={buttonVariants()}>
          Request a quote
          <Icon name="arrow-right" className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </aside>
  );
}
