/**
 * The admin's Discount Codes (accounts-admin-spec section 2): import customers, create a code, the list and what each
 * code can do (Send Mass Email among it), and the mass email campaigns with their progress.
 */
import { CampaignList } from '../campaigns/campaign-list';
import { DiscountCodeForm } from './discount-code-form';
import { DiscountCodeList } from './discount-code-list';
import { ImportCustomersDialog } from './import-customers-dialog';

export function DiscountCodesSection() {
  return (
    <section aria-labelledby="discount-codes-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="discount-codes-title" className="text-2xl font-bold text-slate-900">
            Discount Codes
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Codes buyers enter in the cart or the designer. A code that has been used cannot be deleted, only
            deactivated.
          </p>
        </div>
        <ImportCustomersDialog />
      </div>
      <DiscountCodeForm />
      <DiscountCodeList />
      <CampaignList kind="discount" title="Mass email campaigns" />
    </section>
  );
}
