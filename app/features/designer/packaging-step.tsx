/** Step 3: packaging (just-pins exclusive) and standard or rush delivery with the estimated date. */
import { Icon } from '../../components/ui/icons';
import { formatUsd } from '../../../core/money';
import type { PinPackaging } from '../../../core/pricing/designer';
import { usePrices } from '../../lib/use-prices';
import { useToday } from '../../lib/use-today';
import { ChoiceCard } from './choice-card';
import { DELIVERY_OPTIONS, estimatedDeliveryDate, formatDeliveryDate } from './delivery';
import { PACKAGING_OPTIONS, perPinLabel } from './designer-options';
import { EventDateField } from './event-date-field';

export interface PackagingStepProps {
  packaging: readonly PinPackaging[];
  rushOrder: boolean;
  eventDate: string;
  onPackaging(option: PinPackaging, checked: boolean): void;
  onRush(rushOrder: boolean): void;
  onEventDate(value: string): void;
}

export function PackagingStep({
  packaging,
  rushOrder,
  eventDate,
  onPackaging,
  onRush,
  onEventDate,
}: PackagingStepProps) {
  const today = useToday();
  const prices = usePrices();
  return (
    <div className="flex flex-col gap-8">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Packaging</legend>
        <p className="mt-1 text-sm text-slate-600">Choose bags, backing cards or both, or keep it simple.</p>
        <div className="mt-4 grid gap-3">
          {PACKAGING_OPTIONS.map((option) => (
            <ChoiceCard
              key={option.value}
              type="checkbox"
              name="packaging"
              value={option.value}
              checked={packaging.includes(option.value)}
              onChange={(checked) => onPackaging(option.value, checked)}
              title={option.label}
              description={option.note}
              aside={perPinLabel(option.value === 'just-pins' ? 0 : prices.packagingCents[option.value], 'Free')}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Delivery</legend>
        <p className="mt-1 text-sm text-slate-600">
          Production starts once you approve your mockup and pay the balance.
        </p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <ChoiceCard
            type="radio"
            name="delivery"
            value="standard"
            checked={!rushOrder}
            onChange={() => onRush(false)}
            title={DELIVERY_OPTIONS.standard.label}
            description={`Delivered in ${DELIVERY_OPTIONS.standard.timeframe}`}
            aside="Free"
          />
          <ChoiceCard
            type="radio"
            name="delivery"
            value="rush"
            checked={rushOrder}
            onChange={() => onRush(true)}
            title={DELIVERY_OPTIONS.rush.label}
            description={`Delivered in ${DELIVERY_OPTIONS.rush.timeframe}, design approval within 12 hours`}
            aside={`+${formatUsd(prices.rushFeeCents)}`}
          >
            <span className="mt-2 inline-flex w-fit items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              <Icon name="zap" className="size-3.5" aria-hidden="true" />
              Only 3 spots left this month
            </span>
          </ChoiceCard>
        </div>
      </fieldset>

      {today ? (
        <p
          className="flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50/70 px-4 py-3 text-sm text-brand-900"
          aria-live="polite"
        >
          <Icon name="calendar-days" className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            Estimated delivery:{' '}
            <strong className="font-semibold" data-testid="estimated-delivery">
              {formatDeliveryDate(estimatedDeliveryDate(today, rushOrder))}
            </strong>
          </span>
        </p>
      ) : null}

      <EventDateField eventDate={eventDate} rushOrder={rushOrder} today={today} onEventDate={onEventDate} />
    </div>
  );
}
