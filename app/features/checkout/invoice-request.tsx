/**
 * NET 30 at checkout, beside PayPal: a signed-in customer orders the cart against an invoice (company name
 * required, an optional PO number or note); the server prices it, takes the stock and the order waits for its
 * invoice. A signed-out visitor is told NET 30 needs an account, with a sign-in that comes back here.
 */
import { Icon } from '../../components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { centsToDecimalString, type Cents } from '../../../core/money';
import { INVOICE_ORDER_MESSAGES, NET30_DUE_DAYS } from '../../../core/schemas/invoice-order-rules';
import type { InvoiceRequestBody } from '../../../core/schemas/invoice-orders';
import type { CustomerInfoInput } from '../../../core/schemas/payments';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage, apiErrorStatus, apiRequest } from '../../lib/api';
import { cartHeaders } from '../../lib/session-id';
import { refreshCart, setCart, useCurrentUser } from '../../lib/session-store';
import { useAction } from '../../lib/use-action';
import { trackOrderPath } from './checkout-query';
import { clearCustomer } from './customer-store';

export interface InvoiceRequestProps {
  customer: CustomerInfoInput;
  discountCode: string | undefined;
  totalCents: Cents;
  disabled?: boolean;
}

async function requestInvoice(body: InvoiceRequestBody) {
  const response = await apiRequest('POST', '/api/orders/invoice-request', body, { headers: cartHeaders() });
  // The answer's schema loads with the first request, not with the page (decision 021).
  const [{ invoiceRequestResultSchema }, answer] = await Promise.all([
    import('../../../core/schemas/invoice-orders'),
    response.json(),
  ]);
  return invoiceRequestResultSchema.parse(answer);
}

/**
 * The new order belongs in the customer's order lists, which the account pages keep in the query cache: they are
 * fetched again. The cache (react-query) loads only now, not with the checkout (decision 019); the tracking page this
 * order goes on to uses it anyway.
 */
async function refreshOrderLists() {
  const [{ getQueryClient }, { ORDER_LISTS_QUERY_PREFIXES }] = await Promise.all([
    import('../../lib/query-client'),
    import('../../lib/query-keys'),
  ]);
  const queryClient = getQueryClient();
  await Promise.all(ORDER_LISTS_QUERY_PREFIXES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function InvoiceRequest(props: InvoiceRequestProps) {
  const { data: user, isPending } = useCurrentUser();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Icon name="file-text" className="size-4 text-brand-600" aria-hidden="true" />
        Pay by invoice (NET {NET30_DUE_DAYS})
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        For businesses: we ship now and e-mail an invoice, payable within {NET30_DUE_DAYS} days.
      </p>
      {isPending ? null : user ? <InvoiceForm {...props} /> : <SignInForInvoice />}
    </section>
  );
}

function SignInForInvoice() {
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  return (
    <p className="mt-3 text-sm text-slate-700">
      NET {NET30_DUE_DAYS} terms need an account.{' '}
      <Link
        to={`/login?next=${encodeURIComponent(next)}`}
        className="font-semibold text-brand-700 underline hover:text-brand-900"
      >
        Sign in to pay by invoice
      </Link>{' '}
      or{' '}
      <Link to="/register" className="font-semibold text-brand-700 underline hover:text-brand-900">
        create an account
      </Link>
      .
    </p>
  );
}

function InvoiceForm({ customer, discountCode, totalCents, disabled }: InvoiceRequestProps) {
  const [open, setOpen] = useState(false);
  const [companyName, setCompanyName] = useState('');
  const [reference, setReference] = useState('');
  const [companyError, setCompanyError] = useState<string | null>(null);
  const navigate = useNavigate();
  // useAction rather than useMutation: the checkout keeps no query cache (decision 019).
  const submit = useAction(requestInvoice, {
    onSuccess: async (order) => {
      setCart([]);
      clearCustomer();
      // The order is placed whatever happens here: a failure to load the cache's code must not read as a failure.
      await refreshOrderLists().catch(() => undefined);
      toast({
        title: `Order ${order.orderNumber} placed`,
        description: order.message,
        variant: 'success',
      });
      void navigate(trackOrderPath({ id: order.orderId, type: 'regular' }), { replace: true });
    },
    onError: (error) => {
      // The cart or its prices changed meanwhile: show the cart as it is now.
      if (apiErrorStatus(error) === 409) void refreshCart();
      toast({ title: 'Order not placed', description: apiErrorMessage(error), variant: 'destructive' });
    },
  });

  if (!open) {
    return (
      <Button variant="outline" className="mt-3 w-full" onClick={() => setOpen(true)} disabled={disabled}>
        Pay by invoice (NET {NET30_DUE_DAYS})
      </Button>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.pending) return;
    if (!companyName.trim()) {
      setCompanyError(INVOICE_ORDER_MESSAGES.companyRequired);
      return;
    }
    setCompanyError(null);
    submit.run({
      customer,
      companyName: companyName.trim(),
      reference: reference.trim() || undefined,
      discountCode,
      amount: Number(centsToDecimalString(totalCents)),
    });
  };

  return (
    <form className="mt-3 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <Field label="Company name" required error={companyError}>
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            value={companyName}
            maxLength={200}
            onChange={(event) => setCompanyName(event.target.value)}
          />
        )}
      </Field>
      <Field label="PO number or reference" hint="Optional: printed on your invoice.">
        {(control) => (
          <Input
            {...control}
            value={reference}
            maxLength={200}
            onChange={(event) => setReference(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={disabled || submit.pending}>
        {submit.pending ? 'Placing order...' : `Place order on NET ${NET30_DUE_DAYS} terms`}
      </Button>
    </form>
  );
}
