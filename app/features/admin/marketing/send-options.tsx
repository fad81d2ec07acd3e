/**
 * When the marketing e-mail goes: at once, or later at a date and time typed in the admin's own time zone (as every
 * date of the admin is shown), at least 5 minutes ahead; and the test to the signed-in admin.
 */
import { Icon } from '../../../components/ui/icons';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

export interface SendOptionsProps {
  later: boolean;
  sendAt: string;
  error: string | undefined;
  testing: boolean;
  onLater(later: boolean): void;
  onSendAt(value: string): void;
  onTest(): void;
}

/** A datetime-local value for `date` in the browser's time zone ("2026-11-29T15:30"). */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function SendOptions({ later, sendAt, error, testing, onLater, onSendAt, onTest }: SendOptionsProps) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={later}
          onChange={(event) => onLater(event.target.checked)}
        />
        Send later, at a date and time
      </label>
      {later ? (
        <Field label="Send at" required error={error} hint="Your local time; at least 5 minutes from now.">
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              className="max-w-xs"
              value={sendAt}
              min={localInputValue(new Date())}
              onChange={(event) => onSendAt(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <div>
        <Button variant="outline" disabled={testing} onClick={onTest}>
          {testing ? (
            <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Icon name="mail" className="size-4" aria-hidden="true" />
          )}
          Send a test to me
        </Button>
      </div>
    </div>
  );
}
