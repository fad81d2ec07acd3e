import { useRouteLoaderData, useSearchParams } from 'react-router';
import { InvoicePaymentView } from '../features/pay-links/invoice-payment-view';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/pay-invoice';
import { withQueryScope } from '../lib/query-scope';

export function meta({ loaderData, params }: Route.MetaArgs) {
  const shopName = loaderData?.shopName ?? 'Pinshop Golf Pins';
  return [
    { title: `Pay Invoice ${params.invoiceNumber} | ${shopName}` },
    // A private page reached by a link in an e-mail: never indexed, never followed.
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { shopName: context.shop.name, supportEmail: context.shop.supportEmail };
}

function PayInvoice({ loaderData, params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // The page's CSP nonce, for PayPal's script in real mode.
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.cspNonce;
  return (
    <InvoicePaymentView
      invoiceNumber={params.invoiceNumber}
      amountParam={searchParams.get('amount')}
      token={searchParams.get('t') ?? ''}
      supportEmail={loaderData.supportEmail}
      nonce={nonce}
    />
  );
}

export default withQueryScope(PayInvoice);
