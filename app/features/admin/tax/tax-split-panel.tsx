/** Custom orders' tax between deposit and balance: all on the balance (the default) or in proportion. Audited. */
import { toastFailure } from '../admin-toast';
import { ListError, ListLoading } from '../list-states';
import { useSaveTaxSplit, useTaxSplit } from './use-tax';

export function TaxSplitPanel() {
  const query = useTaxSplit();
  const save = useSaveTaxSplit();
  return (
    <section
      aria-labelledby="tax-split-title"
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h3 id="tax-split-title" className="text-lg font-semibold text-slate-900">
          Custom orders: deposit and balance
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          A custom order is taxed on its whole price. Choose which payment carries the tax; it applies to deposits asked
          from now on.
        </p>
      </div>
      {query.isPending ? (
        <ListLoading>Loading the choice...</ListLoading>
      ) : query.isError ? (
        <ListError error={query.error} fallback="We could not load the choice." onRetry={() => void query.refetch()} />
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Which payment carries a custom order&apos;s tax</legend>
          {query.data.choices.map((choice) => (
            <label key={choice.split} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="tax-split"
                value={choice.split}
                checked={query.data.split === choice.split}
                disabled={save.isPending}
                onChange={() =>
                  save.mutate(choice.split, {
                    onError: (failure) => toastFailure(failure, 'Could not save the choice.'),
                  })
                }
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
