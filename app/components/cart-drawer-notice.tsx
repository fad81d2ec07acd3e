import { Icon } from './ui/icons';
import type { CartDrawerNotice as Notice } from '../lib/cart-drawer';

/** The note a request to open the drawer carried (a reorder's lines that could not be added), above the lines. */
export function CartDrawerNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="mx-6 mt-4 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{notice.title}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          {notice.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 rounded p-1 text-amber-700 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none"
      >
        <Icon name="x" className="size-4" aria-hidden="true" />
        <span className="sr-only">Dismiss note</span>
      </button>
    </div>
  );
}
