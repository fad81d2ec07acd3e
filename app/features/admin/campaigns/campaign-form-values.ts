/**
 * The campaign panels' form values turned into request bodies with the server's own schemas (core/schemas/campaigns),
 * so the browser refuses what the server would: a blank required field gets the panel's "fill in" text (the spec's
 * 'Please fill in all campaign fields' or 'Invalid Data'), anything else the schema's first message for that field.
 * A CSV file is checked by its name and size before upload; the server looks again at its bytes.
 */
import type { z } from 'zod';
import { CAMPAIGN_MESSAGES, CSV_MAX_BYTES } from '../../../../core/schemas/campaigns';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type ParsedForm<B, F extends string> = { body: B } | { errors: FieldErrors<F> };

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * `input` parsed by `schema`: the body, or one message per refused field. `required` fields left blank get
 * `requiredMessage` (and no second message from the schema).
 */
export function parseCampaignForm<S extends z.ZodType, F extends string>(
  schema: S,
  input: Record<F, unknown>,
  required: readonly F[],
  requiredMessage: string,
): ParsedForm<z.output<S>, F> {
  const errors: FieldErrors<F> = {};
  for (const field of required) if (isBlank(input[field])) errors[field] = requiredMessage;
  const parsed = schema.safeParse(input);
  if (parsed.success && Object.keys(errors).length === 0) return { body: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in input && !errors[field as F]) errors[field as F] = issue.message;
  }
  return { errors };
}

/** Null when the file may be uploaded; else the spec's message: 'Invalid File - Please upload a CSV file.' or the limit. */
export function csvFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.csv$/i.test(file.name.trim())) return CAMPAIGN_MESSAGES.invalidFile;
  if (file.size > CSV_MAX_BYTES) return CAMPAIGN_MESSAGES.fileTooLarge;
  return null;
}
