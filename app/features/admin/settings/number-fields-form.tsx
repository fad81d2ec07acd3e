/**
 * A Settings form of whole numbers (days, weeks, a percentage): one field each, checked with the server's own schema
 * so its messages show under their fields before anything is sent, then saved with a toast.
 */
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toastFailure, toastSuccess } from '../admin-toast';

interface SaveMutation<T> {
  isPending: boolean;
  mutate: (value: T, callbacks: { onSuccess: (saved: T) => void; onError: (failure: unknown) => void }) => void;
}

export interface NumberFieldsFormProps<T extends { [K in keyof T]: number }> {
  value: T;
  labels: Record<keyof T & string, string>;
  schema: z.ZodType<T>;
  save: SaveMutation<T>;
  submitLabel: string;
  savedMessage: string;
  failedMessage: string;
}

type Texts = Record<string, string>;

/** "7" as 7; anything else (empty, "1.5", "a week") is NaN or a fraction, which the schema refuses by name. */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function NumberFieldsForm<T extends { [K in keyof T]: number }>(props: NumberFieldsFormProps<T>) {
  const fields = Object.keys(props.labels) as Array<keyof T & string>;
  const textsOf = (value: T): Texts => Object.fromEntries(fields.map((field) => [field, String(value[field])]));
  const [texts, setTexts] = useState<Texts>(() => textsOf(props.value));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = props.schema.safeParse(Object.fromEntries(fields.map((field) => [field, numberOf(texts[field]!)])));
    if (!parsed.success) {
      const found: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    props.save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setTexts(textsOf(saved));
        toastSuccess(props.savedMessage);
      },
      onError: (failure) => toastFailure(failure, props.failedMessage),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <Field key={field} label={props.labels[field]} error={errors[field] ?? null}>
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
      <Button type="submit" disabled={props.save.isPending} className="self-end justify-self-start">
        {props.submitLabel}
      </Button>
    </form>
  );
}
