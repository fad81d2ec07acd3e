/** What is taxable: every catalogue product and each kind of custom order, taxable unless the owner unticks it. */
import { toastFailure } from '../admin-toast';
import { ListError, ListLoading } from '../list-states';
import { useSaveTaxItem, useTaxItems } from './use-tax';

interface TaxableProps {
  label: string;
  taxable: boolean;
  disabled: boolean;
  onChange(taxable: boolean): void;
}

function Taxable({ label, taxable, disabled, onChange }: TaxableProps) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={taxable}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

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
              <Taxable
                key={each.kind}
                label={each.label}
                taxable={each.taxable}
                disabled={save.isPending}
                onChange={(taxable) =>
                  save.mutate({ kind: 'custom-order', customOrderKind: each.kind, taxable }, { onError })
                }
              />
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-800">Catalogue products</legend>
            {query.data.products.map((each) => (
              <Taxable
                key={each.id}
                label={each.name}
                taxable={each.taxable}
                disabled={save.isPending}
                onChange={(taxable) => save.mutate({ kind: 'product', productId: each.id, taxable }, { onError })}
              />
            ))}
          </fieldset>
        </div>
      )}
    </section>
  );
}
