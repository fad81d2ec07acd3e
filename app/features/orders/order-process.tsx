/** The tracking page's explanatory panel (accounts-admin-spec section 2): how a custom order moves. */
import { Icon } from '../../components/ui/icons';
import { LEAD_TIME_TEXT } from '../../../core/lead-time';

const STEPS = [
  {
    icon: 'file-text',
    title: 'Quote Request',
    text: 'Send your logo and ideas. We reply with a price and a free mockup within 24 hours.',
  },
  {
    icon: 'wallet',
    title: 'Quote and Deposit',
    text: 'Happy with the quote? Pay a 10% deposit to reserve your production slot.',
  },
  {
    icon: 'palette',
    title: 'Design and Approval',
    text: 'Our designers refine your pin until you approve the final artwork.',
  },
  {
    icon: 'truck',
    title: 'Production and Ship',
    text: `Pay the balance once you approve the design: your pins are made and shipped in ${LEAD_TIME_TEXT}.`,
  },
] as const;

export function OrderProcess() {
  return (
    <section
      aria-labelledby="order-process-title"
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="order-process-title" className="text-base font-semibold text-slate-900">
        How custom orders work
      </h2>
      <ol className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="relative flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon name={step.icon} className="size-5" aria-hidden="true" />
              <span
                className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-brand-600 text-[0.6875rem] font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
            </span>
            <div>
              <p className="text-sm font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </p>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
