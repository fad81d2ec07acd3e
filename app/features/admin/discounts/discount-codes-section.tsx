/** The admin's Discount Codes (accounts-admin-spec section 2): create a code, the list, and what each code can do. */
import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CampaignsNote } from './campaigns-note';
import { DiscountCodeForm } from './discount-code-form';
import { DiscountCodeList } from './discount-code-list';

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
        <div className="flex flex-col items-end gap-1">
          <Button variant="outline" disabled aria-describedby="import-customers-note">
            <Upload className="size-4" aria-hidden="true" />
            Import Customers
          </Button>
          <CampaignsNote id="import-customers-note" />
        </div>
      </div>
      <DiscountCodeForm />
      <DiscountCodeList />
    </section>
  );
}
