/** Sales Tax: the rates per state and province, what is taxable, and the customers' exemption certificates. */
import { TaxCertificatesPanel } from './tax-certificates-panel';
import { TaxItemsPanel } from './tax-items-panel';
import { TaxRatesPanel } from './tax-rates-panel';
import { TaxSplitPanel } from './tax-split-panel';

export function TaxSection() {
  return (
    <section aria-labelledby="tax-title" className="flex flex-col gap-6">
      <div>
        <h2 id="tax-title" className="text-2xl font-bold text-slate-900">
          Sales Tax
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The tax you charge in each state and province, and the resale certificates that let a buyer skip it.
        </p>
      </div>
      <TaxRatesPanel />
      <TaxItemsPanel />
      <TaxSplitPanel />
      <TaxCertificatesPanel />
    </section>
  );
}
