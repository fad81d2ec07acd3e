/**
 * A whole-page message in place of the checkout: an empty cart, an order that could not be fetched. A custom order's
 * link that cannot be read, or names no order, has its messages in custom-order-notices (not in the first load).
 */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';

const ICONS = { cart: 'shopping-bag', link: 'file-exclamation-point', missing: 'search-x' } as const;

export function CheckoutNotice({
  icon,
  title,
  text,
  action,
  alert = false,
}: {
  icon: keyof typeof ICONS;
  title: string;
  text: string;
  action: { to: string; label: string };
  alert?: boolean;
}) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={ICONS[icon]} className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="max-w-sm text-sm text-pretty text-slate-600">{text}</p>
      <Link to={action.to} className={buttonVariants({ className: 'mt-2' })}>
        {action.label}
      </Link>
    </div>
  );
}

export function EmptyCartNotice() {
  return (
    <CheckoutNotice
      icon="cart"
      title="Your cart is empty"
      text="Add some ready-made golf pins to your cart, with wholesale pricing from 10 pins, and come back to check out."
      action={{ to: '/wholesale', label: 'Shop Wholesale' }}
    />
  );
}

/** Something the checkout shows could not be fetched (offline or a server hiccup), so the buyer may try again. */
export function LoadFailedNotice({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** An order (or the code that shows it) could not be fetched. */
export function OrderLoadFailedNotice({ onRetry }: { onRetry: () => void }) {
  return <LoadFailedNotice title="Failed to load your order" onRetry={onRetry} />;
}
