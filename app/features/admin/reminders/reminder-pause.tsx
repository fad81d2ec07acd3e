/**
 * The owner's pause of payment reminders: on the order view (the order's, with the reminders it was sent) and on a
 * customer's page (every reminder to their address). Each change is saved at once and audited by the server.
 */
import { useState } from 'react';
import { formatDateTime } from '../../../../core/en-us-clock';
import { REMINDER_MESSAGES } from '../../../../core/schemas/reminders';
import { ListError } from '../list-states';
import { toastFailure, toastSuccess } from '../admin-toast';
import {
  useCustomerReminders,
  useOrderReminders,
  usePauseCustomerReminders,
  usePauseOrderReminders,
  type ReminderOwner,
} from './use-reminders';

interface PauseBoxProps {
  label: string;
  /** The box's name for a screen reader when the label shown is short (a table's "Paused"). */
  ariaLabel?: string;
  paused: boolean;
  pending: boolean;
  /** Saves the choice; `failed` is called if it could not be saved. */
  onChange: (paused: boolean, failed: () => void) => void;
}

/**
 * The box shows the owner's choice from the click on (the saved value once the answer is in, the same), and goes back
 * to the value before it when the save fails.
 */
function PauseBox(props: PauseBoxProps) {
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        aria-label={props.ariaLabel}
        checked={asked ?? props.paused}
        disabled={props.pending}
        onChange={(event) => {
          setAsked(event.target.checked);
          props.onChange(event.target.checked, () => setAsked(null));
        }}
        className="size-4 rounded border-slate-300 accent-brand-600"
      />
      {props.label}
    </label>
  );
}

type PauseMutation = ReturnType<typeof usePauseOrderReminders> | ReturnType<typeof usePauseCustomerReminders>;

/** Saves the box's new value, and says so (or why not) in a toast. */
const toggle = (pause: PauseMutation) => (paused: boolean, failed: () => void) =>
  pause.mutate(paused, {
    onSuccess: () => toastSuccess(paused ? REMINDER_MESSAGES.paused : REMINDER_MESSAGES.resumed),
    onError: (failure) => {
      failed();
      toastFailure(failure, 'Could not change the reminders.');
    },
  });

function LoadError({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return (
    <ListError error={query.error} fallback="We could not load the reminders." onRetry={() => void query.refetch()} />
  );
}

/** "Balance reminder 2", "Invoice reminder 1": what a sent row was, in the owner's words. */
function sentLabel(lineKey: string, step: number): string {
  return `${lineKey.startsWith('invoice:') ? 'Invoice' : 'Balance'} reminder ${step + 1}`;
}

export function OrderReminders({ owner }: { owner: ReminderOwner }) {
  const query = useOrderReminders(owner);
  const pause = usePauseOrderReminders(owner);
  if (query.isError) return <LoadError query={query} />;
  const data = query.data;
  return (
    <div className="flex flex-col gap-3">
      <PauseBox
        label="Pause payment reminders for this order"
        paused={data?.paused ?? false}
        pending={!data || pause.isPending}
        onChange={toggle(pause)}
      />
      {data && data.sent.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-slate-700" aria-label="Reminders sent">
          {data.sent.map((row) => (
            <li key={`${row.lineKey}-${row.step}`}>
              {sentLabel(row.lineKey, row.step)} sent to {row.toAddress} on{' '}
              {formatDateTime(new Date(row.sentAt), 'local')}
            </li>
          ))}
        </ul>
      ) : data ? (
        <p className="text-sm text-slate-600">No reminder sent yet.</p>
      ) : null}
    </div>
  );
}

export function CustomerReminders({ email }: { email: string }) {
  const query = useCustomerReminders(email);
  const pause = usePauseCustomerReminders(email);
  if (query.isError) return <LoadError query={query} />;
  return (
    <PauseBox
      label="Pause every payment reminder to this customer"
      paused={query.data?.paused ?? false}
      pending={!query.data || pause.isPending}
      onChange={toggle(pause)}
    />
  );
}

/** An invoice's pause, in a row of the invoice list: "Paused", named for its invoice. */
export function InvoiceReminderPause({ id, invoiceNumber }: { id: number; invoiceNumber: string }) {
  const owner = { kind: 'invoice' as const, id };
  const query = useOrderReminders(owner);
  const pause = usePauseOrderReminders(owner);
  if (query.isError) return <span className="text-xs text-red-700">Could not load</span>;
  return (
    <PauseBox
      label="Paused"
      ariaLabel={`Pause payment reminders for ${invoiceNumber}`}
      paused={query.data?.paused ?? false}
      pending={!query.data || pause.isPending}
      onChange={toggle(pause)}
    />
  );
}
