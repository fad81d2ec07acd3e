import { data, useRouteLoaderData } from 'react-router';
import { QUOTE_LINK_GONE } from '../../core/schemas/quoted-orders';
import { RouteErrorView } from '../components/error-views';
import { CustomCheckout } from '../features/checkout/custom-checkout';
import { QuoteDepositIntro, QuoteLinkGone, QuoteSummary } from '../features/quote/quote-deposit';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/quote-deposit';
import { withQueryScope } from '../lib/query-scope';

export function meta({ loaderData }: Route.MetaArgs) {
  const shopName = loaderData?.shopName ?? 'Pinshop Golf Pins';
  return [
    { title: loaderData?.order ? `Your Quote | ${shopName}` : `Quote Link Not Valid | ${shopName}` },
    // A private page reached by a signed link: never indexed, never followed.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const order = await context.services.quotes.quotedOrder(params.preparedId);
  const shop = { shopName: context.shop.name, supportEmail: context.shop.supportEmail };
  return order ? { ...shop, order } : data({ ...shop, order: null }, { status: 404 });
}

/** An e-mailed quote: accepting it is paying its deposit, the designer checkout's payment, by the quote's order. */
function QuoteDeposit({ loaderData }: Route.ComponentProps) {
  // The page's CSP nonce, for PayPal's script in real mode.
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.cspNonce;
  const { order, supportEmail } = loaderData;
  if (!order) return <QuoteLinkGone message={QUOTE_LINK_GONE} supportEmail={supportEmail} />;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
        <QuoteDepositIntro order={order} />
        <CustomCheckout
          key={order.preparedOrderId}
          order={order}
          shell={{ nonce, supportEmail }}
          summary={(due) => <QuoteSummary order={order} due={due} />}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorView
      text="We could not load this quote. Please try again in a moment."
      links={[
        { to: '/track-order', label: 'Track my orders' },
        { to: '/', label: 'Back to home' },
      ]}
    />
  );
}

export default withQueryScope(QuoteDeposit);
