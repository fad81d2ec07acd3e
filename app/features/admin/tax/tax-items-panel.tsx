/** What is taxable: every catalogue product and each kind of custom order, taxable unless the owner unticks it. */
import { toastFailure } from '../admin-toast';
import { ListError, ListLoading } from '../list-states';
import { useSaveTaxItem, useTaxItems } from './use-tax';

export function TaxItemsPanel() {
  const query = useTaxItems();
  const save = useSaveTaxItem();
  const onError = (failure: unknown) => toastFailure(failure, 'Could not save what is taxable.');
  return (
    <section
      aria-labelledby="tax-items-title"
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h3 id="tax-items-title" className="text-lg font-semibold text-slate-900">
          What is taxable
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Untick what should never be taxed. Everything else is taxed where you set a rate.
        </p>
      </div>
      {query.isPending ? (
        <ListLoading>Loading what is taxable...</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load what is taxable."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-800">Custom orders</legend>
            {query.data.customOrderKinds.map((each) => (
              <label key={each.kind} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={each.taxable}
                  disabled={save.isPending}
                  onChange={(event) =>
                    save.mutate(
                      { kind: 'custom-order', customOrderKind: each.kind, taxable: event.target.checked },
                      { onError },
                    )
                  }
                />
                {each.label}
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-800">Catalogue products</legend>
            {query.data.products.map((each) => (
              <label key={each.id} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={each.taxable}
                  disabled={save.isPending}
                  onChange={(event) =>
                    save.mutate({ kind: 'product', productId: each.id, taxable: event.target.checked }, { onError })
                  }
                />
                {each.name}
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </section>
  );
}
