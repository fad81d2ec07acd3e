/** The payment step's reminder of who and where, with Edit Information back to the form. */
import { Icon } from '../../components/ui/icons';
import { formatShippingAddress } from '../../../core/schemas/payment-rules';
import type { CustomerInfoInput } from '../../../core/schemas/payments';
import { Button } from '../../components/ui/button';

export function CustomerRecap({
  customer,
  onEdit,
  disabled = false,
}: {
  customer: CustomerInfoInput;
  onEdit: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/70 p-4 sm:flex-row sm:items-start sm:justify-between">
      <ul className="flex min-w-0 flex-col gap-1.5 text-sm text-slate-700" aria-label="Contact and shipping">
        <li className="flex items-center gap-2 font-medium text-slate-900">
          <Icon name="user-round" className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {customer.name}
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <Icon name="mail" className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{customer.email}</span>
        </li>
        <li className="flex items-start gap-2">
          <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {formatShippingAddress(customer)}
        </li>
      </ul>
      <Button variant="outline" size="sm" className="self-start" onClick={onEdit} disabled={disabled}>
        <Icon name="pencil" className="size-3.5" aria-hidden="true" />
        Edit Information
      </Button>
    </div>
  );
}
