/** Prices: the owner's price table for custom pins (what the designer, the price calculator and quotes charge). */
import { ListError, ListLoading } from '../list-states';
import { PricesForm } from './prices-form';
import { useAdminPrices } from './use-admin-prices';

export function PricesSection() {
  const query = useAdminPrices();
  return (
    <section aria-labelledby="prices-title" className="flex flex-col gap-6">
      <div>
        <h2 id="prices-title" className="text-2xl font-bold text-slate-900">
          Prices
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          What custom pins cost: the designer, the price calculator and your quotes all use this table.
        </p>
      </div>
      {query.isPending ? (
        <ListLoading>Loading the prices...</ListLoading>
      ) : query.isError ? (
        <ListError error={query.error} fallback="We could not load the prices." onRetry={() => void query.refetch()} />
      ) : (
        <PricesForm key={query.data.version} prices={query.data} />
      )}
    </section>
  );
}
