import { Icon } from '../components/ui/icons';
import { useMemo } from 'react';
import { Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { CheckoutSkeleton } from '../features/checkout/checkout-layout';
import { OrderLoadFailedNotice } from '../features/checkout/checkout-notice';
import { checkoutTarget, type CustomOrderLink } from '../features/checkout/checkout-query';
import { RegularCheckout, type CheckoutShell } from '../features/checkout/regular-checkout';
import { CART_LINK_PARAM } from '../../core/cart-link';
import { hasCartSessionCookie } from '../../core/cart-session-cookie';
import { useCheckoutPart } from '../features/checkout/use-checkout-part';
import { hasSessionId } from '../lib/session-id';
import type { BootHandle } from '../deferred-boot.server';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/checkout';

/**
 * The checkout's content is the browser's cart (read with its own session id): until the scripts run the page is a
 * skeleton, so they are preloaded with the page rather than after its first paint (decision 022). A browser without a
 * cart session gets the empty cart from the server, a whole page: its scripts wait for the paint like any page's.
 */
export const handle: BootHandle = {
  scriptsBeforePaint: (data) => (data as { cartSession?: boolean } | undefined)?.cartSession !== false,
};

/** The abandoned-checkout e-mail's link (?cart=...) brings a cart: the page waits for it, as for a cart session. */
function opensCartLink(request: Request): boolean {
  return new URL(request.url).searchParams.has(CART_LINK_PARAM);
}

/**
 * Whether this browser has a cart session (or is given one by the e-mailed link): without one the cart is empty, and
 * the server renders the empty cart's notice rather than a skeleton (it was the page's largest paint, drawn only
 * after hydration).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { cartSession: hasCartSessionCookie(request.headers.get('cookie')) || opensCartLink(request) };
}

/** Later visits in the browser ask the browser itself, not the server. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { cartSession: hasSessionId() || opensCartLink(request) };
}

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Checkout' },
    {
      name: 'description',
      content: 'Review your golf pins, shipping and total, then pay securely with PayPal or a card.',
    },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * The designer's saved draft goes once its deposit is captured. Its module (the designer's draft rules) loads only
 * then, not with every checkout (decision 021): the buyer is on the way to the tracking page, not back to the designer.
 */
function clearDesignerDraft() {
  import('../features/designer/draft-store').then(
    ({ clearSavedDraft }) => clearSavedDraft(),
    () => {
      // Offline or a new deployment: the draft stays, and the designer shows it again (nothing is charged twice).
    },
  );
}

/**
 * A custom order's link (the designer's, or a stored order's) is shown by its own module, fetched as the page mounts:
 * most checkouts are a cart's, and its code stays out of their first load (decision 021). The server renders the skeleton
 * that such a checkout shows anyway until its order is read.
 */
const loadCustomLinkCheckout = () => import('../features/checkout/custom-link-checkout');

function CustomLinkCheckout({ link, shell }: { link: CustomOrderLink; shell: CheckoutShell }) {
  const part = useCheckoutPart(loadCustomLinkCheckout);
  if (part.failed) return <OrderLoadFailedNotice onRetry={part.retry} />;
  if (!part.module) return <CheckoutSkeleton />;
  return <part.module.CustomLinkCheckout link={link} shell={shell} onPaid={clearDesignerDraft} />;
}

/** Shown when the shell's data is missing (the root loader failed). */
const FALLBACK_SUPPORT_EMAIL = 'sales@pinshop.example';

function Checkout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const [params] = useSearchParams();
  const orderData = params.get('orderData');
  const customOrderId = params.get('customOrderId');
  const discount = params.get('discount');
  const target = useMemo(
    () => checkoutTarget({ orderData, customOrderId, discount }),
    [orderData, customOrderId, discount],
  );
  const shell: CheckoutShell = {
    nonce: root?.cspNonce,
    supportEmail: root?.shop.supportEmail ?? root?.shop.salesEmail ?? FALLBACK_SUPPORT_EMAIL,
  };
  const regular = target.kind === 'regular';

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
        <Link
          to={regular ? '/wholesale' : '/custom'}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <Icon name="arrow-left" className="size-4" aria-hidden="true" />
          {regular ? 'Continue shopping' : 'Back to the designer'}
        </Link>
        <div className="mt-4 mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Checkout</h1>
            <p className="mt-1 text-sm text-slate-600">
              {regular
                ? 'Your details, then a secure payment with PayPal.'
                : 'Pay the deposit for your custom golf pins with PayPal.'}
            </p>
          </div>
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <Icon name="lock" className="size-4 text-brand-600" aria-hidden="true" />
            Secure checkout
          </p>
        </div>
        {/*
          At least a screen tall: the skeleton the server sends gives way, once the cart is in, to something taller
          (the form) or shorter (the empty-cart notice), and the footer must not jump up into view (CLS on phones).
        */}
        <div className="min-h-svh">
          {target.kind === 'regular' ? (
            <RegularCheckout discountCode={target.discountCode} cartSession={loaderData.cartSession} shell={shell} />
          ) : (
            <CustomLinkCheckout link={target.link} shell={shell} />
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * No <QueryScope>: the checkout's reads are kept without the query cache (app/lib/use-kept-read) and its writes use
 * useAction, so react-query stays out of its first load (decision 019).
 */
export default Checkout;
