import { useSearchParams } from 'react-router';
import { InvoicePaymentView } from '../features/pay-links/invoice-payment-view';
import type { Route } from './+types/pay-invoice';

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

export default function PayInvoice({ loaderData, params }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <InvoicePaymentView
      invoiceNumber={params.invoiceNumber}
      amountParam={searchParams.get('amount')}
      search={searchParams}
      supportEmail={loaderData.supportEmail}
    />
  );
}
