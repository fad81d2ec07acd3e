/**
 * A customer's statement (the admin's receivables): their open lines, the payments they made in a period and the
 * balance, as a PDF to download or e-mail. The period is UTC days, both ends included; 90 days to today unless given.
 */
import { z } from 'zod';
import { isCalendarDay } from '../dates';

export const STATEMENT_MESSAGES = {
  email: 'Enter the customer’s e-mail address.',
  day: 'Dates look like 2026-03-31 and must be real calendar days.',
  order: 'The period must start on or before the day it ends.',
  span: 'A statement covers at most 3 years.',
  queued: 'Statement e-mailed to the customer.',
} as const;

/** Days in the period when none is given (today and the 89 before it). */
export const STATEMENT_DEFAULT_DAYS = 90;
const MAX_SPAN_DAYS = 3 * 366;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, STATEMENT_MESSAGES.day)
  .refine(isCalendarDay, STATEMENT_MESSAGES.day);

export const statementQuerySchema = z
  .object({
    email: z.string().trim().max(254).pipe(z.email(STATEMENT_MESSAGES.email)),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: STATEMENT_MESSAGES.order,
    path: ['from'],
  })
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`) <= MAX_SPAN_DAYS * 86_400_000,
    { message: STATEMENT_MESSAGES.span, path: ['from'] },
  );
export type StatementQuery = z.output<typeof statementQuerySchema>;
