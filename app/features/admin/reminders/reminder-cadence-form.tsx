/**
 * Settings: when payment reminders go out. A balance's two reminders in business days after it became due, an
 * invoice's before and after its due date, then the repeat; checked with the server's schema (each at least a day).
 */
import { useState, type FormEvent } from 'react';
import type { ReminderCadence } from '../../../../core/reminder-cadence';
import { REMINDER_CADENCE_LABELS, REMINDER_MESSAGES, reminderCadenceSchema } from '../../../../core/schemas/reminders';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toastFailure, toastSuccess } from '../admin-toast';
import { ListError, ListLoading } from '../list-states';
import { useReminderCadence, useSaveReminderCadence } from './use-reminders';

type FieldName = keyof ReminderCadence;
const FIELDS = Object.keys(REMINDER_CADENCE_LABELS) as FieldName[];
type Texts = Record<FieldName, string>;

const textsOf = (cadence: ReminderCadence): Texts =>
  Object.fromEntries(FIELDS.map((field) => [field, String(cadence[field])])) as Texts;

/** "7" as 7; anything else (empty, "1.5", "a week") is NaN or a fraction, which the schema refuses by name. */
const daysOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function CadenceForm({ cadence }: { cadence: ReminderCadence }) {
  const [texts, setTexts] = useState<Texts>(() => textsOf(cadence));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const save = useSaveReminderCadence();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reminderCadenceSchema.safeParse(
      Object.fromEntries(FIELDS.map((field) => [field, daysOf(texts[field])])),
    );
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setTexts(textsOf(saved));
        toastSuccess(REMINDER_MESSAGES.saved);
      },
      onError: (failure) => toastFailure(failure, 'Could not save the reminder settings.'),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <Field key={field} label={REMINDER_CADENCE_LABELS[field]} error={errors[field] ?? null}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={texts[field]}
              onChange={(event) => setTexts((t) => ({ ...t, [field]: event.target.value }))}
              className="max-w-32"
            />
          )}
        </Field>
      ))}
      <Button type="submit" disabled={save.isPending} className="self-end justify-self-start">
        Update reminders
      </Button>
    </form>
  );
}

export function ReminderCadencePanel() {
  const query = useReminderCadence();
  return (
    <section
      aria-labelledby="reminder-cadence-title"
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h3 id="reminder-cadence-title" className="text-lg font-semibold text-slate-900">
          Payment reminders
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Customers are e-mailed the amount, the due date and the link that pays it, until they pay. You can pause them
          for an order (on the order) or for a customer (on the customer&apos;s page).
        </p>
      </div>
      {query.isPending ? (
        <ListLoading>Loading the reminder settings...</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the reminder settings."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <CadenceForm cadence={query.data} />
      )}
    </section>
  );
}
