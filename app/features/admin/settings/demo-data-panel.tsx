/**
 * "Remove the demo data": the demo products, codes, invoices and blog posts a new shop starts with go in one action;
 * any a customer used stay, and the answer lists them.
 */
import { useState } from 'react';
import {
  DEMO_KIND_LABELS,
  DEMO_KINDS,
  describeDemoRemoval,
  type DemoRemoval,
} from '../../../../core/schemas/demo-data';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { toastFailure, toastSuccess } from '../admin-toast';
import { useRemoveDemoData } from './use-shop-settings';

function RemovalResult({ result }: { result: DemoRemoval }) {
  return (
    <div role="status" className="flex flex-col gap-2 text-sm text-slate-800">
      <p>Removed {DEMO_KINDS.map((kind) => `${result.removed[kind]} ${DEMO_KIND_LABELS[kind]}`).join(', ')}.</p>
      {result.kept.length > 0 ? (
        <>
          <p>Kept, because customers used them:</p>
          <ul className="list-disc pl-5">
            {result.kept.map((row) => (
              <li key={`${row.kind}-${row.name}`}>
                {row.name} ({row.reason})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function DemoDataPanel() {
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<DemoRemoval | null>(null);
  const remove = useRemoveDemoData();

  function removeNow() {
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        setResult(answer);
        toastSuccess(describeDemoRemoval(answer));
      },
      onError: (failure) => toastFailure(failure, 'Could not remove the demo data.'),
    });
  }

  return (
    <section
      aria-labelledby="demo-data-title"
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="demo-data-title" className="text-lg font-semibold text-slate-900">
        Demo data
      </h3>
      <p className="text-sm text-slate-600">
        A new shop starts with demo products, discount codes, invoices and blog posts. Remove them when your own are in:
        anything a customer bought or used stays.
      </p>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-slate-900">Remove the demo data for good?</p>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={removeNow}>
            {remove.isPending ? <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" /> : null}
            Yes, remove it
          </Button>
          <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button type="button" variant="outline" className="self-start" onClick={() => setConfirming(true)}>
          Remove the demo data
        </Button>
      )}
      {result ? <RemovalResult result={result} /> : null}
    </section>
  );
}
