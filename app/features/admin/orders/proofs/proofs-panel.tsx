/**
 * The Proofs part of a custom order's detail dialog: for each design of the order (decision 045; most have one) an
 * upload of a new version (or a reopening after approval), the versions with their previews and notes, who approved
 * which version and when, and the customer's comments.
 */
import { ListError, ListLoading } from '../../list-states';
import { DesignProofs } from './design-proofs';
import { useOrderProofs } from './use-order-proofs';
import { formatCalendarDay } from '../../../../../core/en-us-dates';

// A calendar day (YYYY-MM-DD): formatted in UTC, so no time zone moves it.
const day = (isoDay: string) => formatCalendarDay(isoDay, 'medium');

export function ProofsPanel({ orderId }: { orderId: number }) {
  const proofs = useOrderProofs(orderId);
  if (proofs.isPending) return <ListLoading>Loading proofs...</ListLoading>;
  if (proofs.isError) {
    return (
      <ListError error={proofs.error} fallback="Failed to load the proofs." onRetry={() => void proofs.refetch()} />
    );
  }
  const data = proofs.data;
  const several = data.designs.length > 1;
  const approved = data.designs.filter((design) => design.approved).length;
  return (
    <div className="flex flex-col gap-5">
      {data.eventDate && data.lastDayToApprove ? (
        <p className="text-sm text-slate-700">
          Event {day(data.eventDate)} · the customer should approve by{' '}
          <strong className="font-semibold">{day(data.lastDayToApprove)}</strong>
        </p>
      ) : null}
      {several ? (
        <p className="text-sm font-medium text-slate-900">
          {approved} of {data.designs.length} designs approved: the balance link goes out when every design is.
        </p>
      ) : null}
      {data.designs.map((design) => (
        <DesignProofs key={design.design} orderId={orderId} product={data.product} design={design} several={several} />
      ))}
    </div>
  );
}
