/**
 * "Complete Your Order": the custom order behind a balance link, its approved design, what happens next, and the
 * payment summary with the PayPal button for the remaining balance the server computes. Before the design is
 * approved the balance is not due: "Approve your proof first" with the proof page (or the proof is on its way), the
 * same summary, and no Pay button.
 */
import { Link } from 'react-router';
import { DetailList } from '../../components/ui/detail-list';
import { Icon } from '../../components/ui/icons';
import { balanceNowDue, balanceTerms } from '../../../core/balance-terms';
import { LEAD_TIME_TEXT } from '../../../core/lead-time';
import { centsToDecimalString, dollarsToCents } from '../../../core/money';
import { orderNumber } from '../../../core/order-numbers';
import { pinPlatingLabel, pinSizeLabel } from '../../../core/pin-options';
import { productCount, productNames } from '../../../core/pricing/price-table';
import type { BalanceRecordDto } from '../../../core/schemas/payments';
import { PayPalPayment } from '../../components/payment/paypal-payment';
import { buttonVariants } from '../../components/ui/button';
import { formatDollars } from '../../lib/format';
import type { PayPalPaymentControls } from '../../lib/use-paypal-payment';
import { PayLinkHeader, SecurePaymentLine, SupportLine } from './pay-link-parts';

/** The page's title while the balance is not due yet. */
function awaitingTitle(order: BalanceRecordDto): string {
  return order.proofPath ? 'Approve your proof first' : 'Your proof is on its way';
}

/** What follows the payment, in the words of what the order makes ("as soon as your ball markers ship"). */
const nextSteps = (product: string) =>
  [
    { icon: 'shield-check', text: 'Your payment is processed securely by PayPal' },
    { icon: 'factory', text: 'Your order moves straight into production' },
    { icon: 'truck', text: `You receive tracking info as soon as your ${productNames(product).many} ship` },
    { icon: 'package-check', text: `Estimated delivery: ${LEAD_TIME_TEXT} after payment` },
  ] as const;

export interface BalanceOrderProps {
  order: BalanceRecordDto;
  token: string;
  payment: PayPalPaymentControls;
  nonce: string | undefined;
  supportEmail: string;
}

/** A design's picture: its approved proof once the order is approved, before that the customer's artwork. */
function DesignPicture({
  design,
  alt,
  className,
}: {
  design: BalanceRecordDto['designs'][number];
  alt: string;
  className: string;
}) {
  const image = design.approvedImageUrl ?? design.logoUrl;
  return image ? (
    <img
      src={image}
      alt={alt}
      className={`${className} rounded-2xl border border-slate-200 bg-white object-contain p-2`}
    />
  ) : (
    <span className={`${className} flex items-center justify-center rounded-2xl bg-slate-100 text-slate-400`}>
      <Icon name="image" className="size-10" aria-hidden="true" />
    </span>
  );
}

function OrderCard({ order, approved }: { order: BalanceRecordDto; approved: boolean }) {
  const rows = [
    { label: 'Customer', value: order.customerName },
    { label: 'Quantity', value: productCount(order.quantity, order.product) },
    { label: 'Size', value: pinSizeLabel(order.size) },
    { label: 'Plating', value: pinPlatingLabel(order.plating) },
  ];
  const number = orderNumber('custom', order.id);
  const [first] = order.designs;
  const several = order.designs.length > 1;
  // The approved proof is the design the balance pays for; before one exists, the customer's logo.
  const altOf = (name: string | null) =>
    approved
      ? `Approved design${name ? ` '${name}'` : ''} for order ${number}`
      : `Your logo${name ? ` '${name}'` : ''} for order ${number}`;
  return (
    <section
      aria-labelledby="balance-order-title"
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 bg-slate-50/60 px-6 py-4">
        <h2 id="balance-order-title" className="text-lg font-bold text-slate-900">
          Order {number}
        </h2>
        {approved ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200 ring-inset">
            <Icon name="badge-check" className="size-4" aria-hidden="true" />
            {several ? 'Designs Approved' : 'Design Approved'}
          </span>
        ) : null}
      </header>
      <div className="flex flex-col gap-6 p-6 sm:flex-row">
        {several ? null : (
          <DesignPicture design={first!} alt={altOf(null)} className="size-40 shrink-0 self-center sm:self-start" />
        )}
        <DetailList rows={rows} className="flex-1 content-start" />
      </div>
      {several ? (
        <ul aria-label="Designs" className="grid grid-cols-2 gap-4 border-t border-slate-100 p-6 sm:grid-cols-3">
          {/* Two designs may share a name; the list never reorders. */}
          {order.designs.map((design, index) => (
            <li key={index} className="flex flex-col items-center gap-2 text-center">
              <DesignPicture design={design} alt={altOf(design.name)} className="size-28" />
              <span className="text-sm font-semibold text-slate-800">{design.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function NextSteps({ product }: { product: string }) {
  return (
    <section aria-labelledby="next-steps-title" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="next-steps-title" className="text-base font-semibold text-slate-900">
        What happens next
      </h2>
      <ol className="mt-4 flex flex-col gap-3">
        {nextSteps(product).map((step) => (
          <li key={step.text} className="flex items-center gap-3 text-sm text-slate-700">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={step.icon} className="size-4" aria-hidden="true" />
            </span>
            {step.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where the Pay button will be: the balance waits for the design's approval. */
function ApproveFirst({ proofPath }: { proofPath: string | null }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
      <p className="flex items-start gap-2">
        <Icon name="hourglass" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {proofPath
            ? 'Approve your proof first: the balance can be paid here once your design is approved.'
            : 'We will e-mail you your proof to approve: the balance can be paid here once your design is approved.'}
        </span>
      </p>
      {proofPath ? (
        <Link to={proofPath} className={buttonVariants()}>
          Review your proof
        </Link>
      ) : null}
    </div>
  );
}

export function BalanceOrder({ order, token, payment, nonce, supportEmail }: BalanceOrderProps) {
  const balanceCents = dollarsToCents(order.remainingBalance);
  const approved = order.status === 'approved';
  return (
    <>
      <PayLinkHeader eyebrow="Balance payment" title={approved ? 'Complete Your Order' : awaitingTitle(order)}>
        <p>{approved ? balanceNowDue(balanceCents) : balanceTerms(balanceCents)}</p>
      </PayLinkHeader>

      <div className="mx-auto grid max-w-5xl gap-8 px-4 pt-8 pb-20 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="flex flex-col gap-8 lg:col-span-3">
          <OrderCard order={order} approved={approved} />
          <NextSteps product={order.product} />
        </div>

        <aside className="lg:col-span-2">
          <section
            aria-labelledby="payment-summary-title"
            className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24"
          >
            <h2 id="payment-summary-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <Icon name="credit-card" className="size-5 text-brand-600" aria-hidden="true" />
              Payment summary
            </h2>
            <dl className="flex flex-col gap-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Total order value</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatDollars(order.totalPrice)}</dd>
              </div>
              {order.tax && order.tax.amount > 0 ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">{order.tax.label}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">{formatDollars(order.tax.amount)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Deposit paid</dt>
                <dd className="font-medium text-brand-700 tabular-nums">-{formatDollars(order.depositAmount)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
                <dt className="font-semibold text-slate-900">Remaining balance</dt>
                <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="remaining-balance">
                  {formatDollars(order.remainingBalance)}
                </dd>
              </div>
            </dl>
            {order.tax?.exemptReason ? (
              <p className="text-xs text-slate-600">No sales tax: {order.tax.exemptReason.replace(/^Exempt: /, '')}</p>
            ) : null}
            {approved ? (
              <>
                <PayPalPayment
                  payment={payment}
                  request={() => ({
                    purpose: 'balance',
                    balanceToken: token,
                    amount: centsToDecimalString(balanceCents),
                  })}
                  label={`Pay ${formatDollars(order.remainingBalance)} with PayPal`}
                  amountCents={balanceCents}
                  nonce={nonce}
                />
                <SecurePaymentLine />
              </>
            ) : (
              <ApproveFirst proofPath={order.proofPath} />
            )}
            <SupportLine email={supportEmail} className="border-t border-slate-100 pt-4" />
          </section>
        </aside>
      </div>
    </>
  );
}
