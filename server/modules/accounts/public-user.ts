import type { PublicUser } from '../../../core/schemas/accounts';

/** The account as its owner and the pages see it (never the password hash). */
export function toPublicUser(row: {
  id: number;
  username: string;
  email: string;
  role: string;
  emailVerifiedAt: Date | null;
}): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    emailVerified: row.emailVerifiedAt !== null,
  };
}
