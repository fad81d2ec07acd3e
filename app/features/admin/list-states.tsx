/** The admin lists' shared states: loading and a failed load with a retry (the next page: components/load-more-button). */
import { Icon } from '../../components/ui/icons';
import { Button } from '../../components/ui/button';
import { adminErrorMessage } from './admin-api';

export function ListLoading({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
      {children}
    </p>
  );
}

/** The server's message (else `fallback`) and a retry. */
export function ListError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="font-semibold text-red-800">{adminErrorMessage(error, fallback)}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <Icon name="refresh-cw" className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
