/** The admin's Manual Invoice Generator (accounts-admin-spec section 2): create an invoice, the latest 10, delete. */
import { InvoiceForm } from './invoice-form';
import { InvoiceList } from './invoice-list';

export function ManualInvoicesSection() {
  return (
    <section aria-labelledby="manual-invoices-title" className="flex flex-col gap-6">
      <div>
        <h2 id="manual-invoices-title" className="text-2xl font-bold text-slate-900">
          Manual Invoices
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Bill a customer for anything outside the shop: they are e-mailed a link to pay it with PayPal.
        </p>
      </div>
      <InvoiceForm />
      <InvoiceList />
    </section>
  );
}
