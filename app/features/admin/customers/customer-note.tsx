/** The owner's internal note about the customer: never shown to them; saving it is in the audit log. */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveCustomerNote } from './use-customers';

export function CustomerNote({ id, note }: { id: number; note: string | null }) {
  const [text, setText] = useState(note ?? '');
  const save = useSaveCustomerNote(id);
  const unchanged = text.trim() === (note ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(text);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <Field label="Internal note" hint="Only you see this.">
        {(control) => (
          <Textarea {...control} rows={4} maxLength={5_000} value={text} onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
      <Button type="submit" variant="outline" className="self-start" disabled={unchanged || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save note'}
      </Button>
    </form>
  );
}
