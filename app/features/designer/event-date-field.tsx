/**
 * The optional event date: the pins are for a tournament or an outing on a given day, so the shopper sees
 * the last day to approve the proof for them to arrive in time (core/proof-dates: production plus shipping).
 */
import { Icon } from '../../components/ui/icons';
import { lastDayToApprove } from '../../../core/proof-dates';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { formatDeliveryDate } from './delivery';
import { eventDateProblem } from './designer-state';

export interface EventDateFieldProps {
  eventDate: string;
  rushOrder: boolean;
  /** The visitor's today ('YYYY-MM-DD'); null in the server render. */
  today: string | null;
  onEventDate(value: string): void;
}

export function EventDateField({ eventDate, rushOrder, today, onEventDate }: EventDateFieldProps) {
  const problem = eventDateProblem(eventDate, today);
  const approveBy = problem ? null : lastDayToApprove(eventDate, rushOrder);
  return (
    <div className="flex flex-col gap-3">
      <Field
        label="Event date (optional)"
        hint="The day you need the pins for: a tournament, an outing, a gift."
        error={problem}
        className="sm:max-w-xs"
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            min={today ?? undefined}
            value={eventDate}
            onChange={(e) => onEventDate(e.target.value)}
          />
        )}
      </Field>
      {approveBy ? (
        <p
          className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950"
          aria-live="polite"
        >
          <Icon name="calendar-heart" className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
          <span>
            Approve your proof by <strong className="font-semibold">{formatDeliveryDate(approveBy)}</strong> for the
            pins to arrive in time.
            {today && approveBy < today ? ' That day has passed: choose rush production or talk to us first.' : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}
