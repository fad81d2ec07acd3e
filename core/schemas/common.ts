import { z } from 'zod';
import { SESSION_ID_PATTERN } from '../constants';

export const messageSchema = z.object({ message: z.string() });

export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Route params ids: a positive integer, so /product/abc is a 400, not a 500. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    // The database's integer ids stop here; a larger one names nothing (and would be an error in the query).
    .max(2_147_483_647, 'id is too large'),
});

/** The anonymous cart session id in the X-Session-Id header. */
export const cartSessionHeadersSchema = z.object({
  'x-session-id': z
    .string({ message: 'X-Session-Id header is required' })
    .regex(SESSION_ID_PATTERN, 'X-Session-Id must be a random id of at least 128 bits'),
});
