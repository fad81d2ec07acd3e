/**
 * The quote form's optional ship-to address: folded away unless opened (a quote may come before anyone knows where
 * the pins go; the deposit page asks for it then). An address is given whole or not at all.
 */
import { Icon } from '../../components/ui/icons';
import { ShipToFields } from '../../components/ship-to-fields';
import { checkShipTo, type ShipTo, type ShipToField, type ShipToInput } from '../../../core/ship-to-check';
import { QuoteSection } from './quote-section';

export type ShipToProblems = Partial<Record<ShipToField, string>>;

/** Whether the visitor typed anything into the address (the country alone is not an address). */
export function shipToGiven(value: ShipToInput): boolean {
  return Object.entries(value).some(
    ([field, text]) => field !== 'country' && typeof text === 'string' && !!text.trim(),
  );
}

/** The address to send (none when nothing was typed), or the problems to show. */
export function quoteShipTo(value: ShipToInput): { shipTo: ShipTo | undefined } | { problems: ShipToProblems } {
  if (!shipToGiven(value)) return { shipTo: undefined };
  const checked = checkShipTo(value);
  return checked.ok ? { shipTo: checked.shipTo } : { problems: checked.problems };
}

export function QuoteShipTo({
  value,
  onChange,
  errors,
  open,
  onToggle,
}: {
  value: ShipToInput;
  onChange(next: ShipToInput): void;
  errors: ShipToProblems;
  open: boolean;
  onToggle(open: boolean): void;
}) {
  return (
    <QuoteSection title="Shipping" icon={<Icon name="truck" className="size-4" aria-hidden="true" />}>
      <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)} className="group">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:text-brand-800">
          Add where we ship your pins (optional: we ask before the deposit otherwise)
        </summary>
        <ShipToFields
          className="mt-4"
          legend="Ship to"
          required={false}
          value={value}
          onChange={onChange}
          errors={errors}
        />
      </details>
    </QuoteSection>
  );
}
