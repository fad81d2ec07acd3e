import type { PublicUser } from '../../../core/schemas/accounts';

/** The account as its owner and the pages see it (never the password hash). */
export function toPublicUser(row: {
  id: number;
  username: string;
  email: string;
  role: string;
  emailVerifiedAt: Date | null;
  totpEnabledAt: Date | null;
}): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    emailVerified: row.emailVerifiedAt !== null,
    needsTotpEnrolment: needsTotpEnrolment(row),
  };
}

/** An admin without a second factor yet: signed in, but only to enrol (the admin guard refuses the rest). */
export function needsTotpEnrolment(row: { role: string; totpEnabledAt: Date | null }): boolean {
  return row.role === 'admin' && row.totpEnabledAt === null;
}
