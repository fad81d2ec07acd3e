/** Why Send Mass Email and Import Customers are disabled: they arrive with the campaigns, never as a fake action. */
import { DISCOUNT_ADMIN_MESSAGES } from '../../../../core/schemas/discounts';

export function CampaignsNote({ id }: { id: string }) {
  return (
    <span id={id} className="text-xs text-slate-600">
      {DISCOUNT_ADMIN_MESSAGES.campaignsOnly}
    </span>
  );
}
