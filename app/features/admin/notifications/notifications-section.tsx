/**
 * Notifications: the e-mails the shop sends its owner when something happens (a deposit paid, a proof answered, an
 * e-mail that could not be sent...). The owner chooses who gets them and turns off the kinds they do not want.
 */
import { useState, type FormEvent } from 'react';
import {
  OWNER_NOTICE_KINDS,
  OWNER_NOTICE_LABELS,
  OWNER_NOTICE_MESSAGES,
  type OwnerNoticeSettingsView,
} from '../../../../core/schemas/owner-notices';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { Textarea } from '../../../components/ui/textarea';
import { toastFailure, toastSuccess } from '../admin-toast';
import { ListError, ListLoading } from '../list-states';
import { formValues, notificationBody, type NotificationFormValues } from './notification-values';
import { useNotificationSettings, useSaveNotificationSettings } from './use-notification-settings';

function NotificationsForm({ settings }: { settings: OwnerNoticeSettingsView }) {
  const [values, setValues] = useState<NotificationFormValues>(() => formValues(settings));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveNotificationSettings();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = notificationBody(values);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    save.mutate(result.body, {
      onSuccess: (saved) => {
        setValues(formValues(saved));
        toastSuccess(OWNER_NOTICE_MESSAGES.saved);
      },
      onError: (failure) => toastFailure(failure, 'Could not save the notification settings.'),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="notifications-title"
      className="flex max-w-3xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <Field
        label="Send notices to"
        error={error}
        hint={`One address a line, or separated by commas. Leave it empty to send them to ${settings.defaultRecipient}.`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            autoComplete="off"
            spellCheck={false}
            value={values.recipients}
            onChange={(event) => setValues((v) => ({ ...v, recipients: event.target.value }))}
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Send a notice when</legend>
        {OWNER_NOTICE_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={values.on[kind]}
              onChange={(event) => setValues((v) => ({ ...v, on: { ...v.on, [kind]: event.target.checked } }))}
              className="size-4 rounded border-slate-300 accent-brand-600"
            />
            {OWNER_NOTICE_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" /> : null}
        Save
      </Button>
    </form>
  );
}

export function NotificationsSection() {
  const query = useNotificationSettings();
  return (
    <section aria-labelledby="notifications-title" className="flex flex-col gap-6">
      <div>
        <h2 id="notifications-title" className="text-2xl font-bold text-slate-900">
          Notifications
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The e-mails the shop sends you when something happens: a new quote request, a payment, a customer&apos;s
          answer to a proof, an e-mail that could not be sent.
        </p>
      </div>
      {query.isPending ? (
        <ListLoading>Loading the notification settings...</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the notification settings."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <NotificationsForm settings={query.data} />
      )}
    </section>
  );
}
