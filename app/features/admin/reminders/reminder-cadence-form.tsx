/**
 * Settings: when payment reminders go out. A balance's two reminders in business days after it became due, an
 * invoice's before and after its due date, then the repeat; checked with the server's schema (each at least a day).
 */
import type { ReminderCadence } from '../../../../core/reminder-cadence';
import { REMINDER_CADENCE_LABELS, REMINDER_MESSAGES, reminderCadenceSchema } from '../../../../core/schemas/reminders';
import { NumberFieldsForm } from '../settings/number-fields-form';
import { Loaded, SettingsPanel } from '../settings/settings-panel';
import { useReminderCadence, useSaveReminderCadence } from './use-reminders';

function CadenceForm({ cadence }: { cadence: ReminderCadence }) {
  const save = useSaveReminderCadence();
  return (
    <NumberFieldsForm<ReminderCadence>
      value={cadence}
      labels={REMINDER_CADENCE_LABELS}
      schema={reminderCadenceSchema}
      save={save}
      submitLabel="Update reminders"
      savedMessage={REMINDER_MESSAGES.saved}
      failedMessage="Could not save the reminder settings."
    />
  );
}

export function ReminderCadencePanel() {
  const query = useReminderCadence();
  return (
    <SettingsPanel
      id="reminder-cadence-title"
      title="Payment reminders"
      intro={
        <>
          Customers are e-mailed the amount, the due date and the link that pays it, until they pay. You can pause them
          for an order (on the order) or for a customer (on the customer&apos;s page).
        </>
      }
    >
      <Loaded query={query} what="reminder settings">
        {(cadence) => <CadenceForm cadence={cadence} />}
      </Loaded>
    </SettingsPanel>
  );
}
