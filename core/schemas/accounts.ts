import { z } from 'zod';
import { USER_ROLES } from '../constants';

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
});

export type PublicUser = z.infer<typeof publicUserSchema>;
