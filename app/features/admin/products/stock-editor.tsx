/**
 * The inline stock edit: 0 or more, saved from the quantity shown when the row loaded. If a sale took units
 * meanwhile the server refuses with "Stock changed while you were editing: now N", shown under the field; the list
 * then shows the new quantity to start again from. Units held by open checkouts, if any, are shown beside it.
 */
import { useState, type FormEvent } from 'react';
import { PRODUCT_MESSAGES, stockBodySchema, type AdminProduct } from '../../../../core/schemas/product-admin';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { adminErrorMessage } from '../admin-api';
import { toastSuccess } from '../admin-toast';
import { heldText } from './product-form-values';
import { useSetStock } from './use-products';

export function StockEditor({ product }: { product: AdminProduct }) {
  const [value, setValue] = useState(String(product.stockQuantity));
  const [seen, setSeen] = useState(product.stockQuantity);
  const [error, setError] = useState<string | null>(null);
  const save = useSetStock();
  const errorId = `stock-${product.id}-error`;
  const heldId = `stock-${product.id}-held`;
  const held = heldText(product.heldUnits);

  // A new quantity from the server (after a save, a refusal or a refetch) becomes the one the admin works from.
  if (product.stockQuantity !== seen) {
    setSeen(product.stockQuantity);
    if (!save.isPending) setValue(String(product.stockQuantity));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = stockBodySchema.safeParse({
      stockQuantity: value.trim() === '' ? undefined : value,
      expected: seen,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? PRODUCT_MESSAGES.stock);
    setError(null);
    save.mutate(
      { id: product.id, ...parsed.data },
      {
        onSuccess: () => toastSuccess(PRODUCT_MESSAGES.stockUpdated),
        onError: (failure) => setError(adminErrorMessage(failure, PRODUCT_MESSAGES.stockFailed)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Stock of ${product.name}`} className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Input
          type="number"
          min={0}
          step={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-label={`Stock of ${product.name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, held ? heldId : null].filter(Boolean).join(' ') || undefined}
          className="h-8 w-20"
        />
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      {held ? (
        <p id={heldId} className="text-xs text-slate-500">
          {held}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
