import { eq, or, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type LoginInput, type PublicUser, type RegisterInput } from '../../../core/schemas/accounts';
import { AppError } from '../../../core/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './passwords';

/** Verifying against this keeps a login for an unknown username as slow as one with a wrong password. */
let dummyHash: Promise<string> | undefined;

function toPublic(row: { id: number; username: string; email: string; role: string }): PublicUser {
  return { id: row.id, username: row.username, email: row.email, role: row.role === 'admin' ? 'admin' : 'user' };
}

export function createAccountService(db: Database) {
  return {
    /** A new customer account. The role is always 'user': admin comes only from ADMIN_* or admin:create. */
    async register(input: RegisterInput): Promise<PublicUser> {
      if (isCommonPassword(input.password)) throw new AppError('bad_request', ACCOUNT_MESSAGES.commonPassword);
      const taken = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          or(
            eq(sql`lower(${users.username})`, input.username.toLowerCase()),
            eq(sql`lower(${users.email})`, input.email.toLowerCase()),
          ),
        );
      if (taken.some((row) => row.username.toLowerCase() === input.username.toLowerCase())) {
        throw new AppError('conflict', ACCOUNT_MESSAGES.usernameTaken);
      }
      if (taken.length > 0) throw new AppError('conflict', ACCOUNT_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        const [row] = await db
          .insert(users)
          .values({ username: input.username, email: input.email, passwordHash, role: 'user' })
          .returning();
        return toPublic(row!);
      } catch (error) {
        // Two registrations racing for the same name: the unique index decides, the loser gets the same 409.
        const code =
          (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
        if (code === '23505') throw new AppError('conflict', ACCOUNT_MESSAGES.usernameTaken);
        throw error;
      }
    },

    /** The same message for an unknown username and a wrong password, and about the same time for both. */
    async login(input: LoginInput): Promise<PublicUser> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
        .limit(1);
      if (!row?.passwordHash) {
        dummyHash ??= hashPassword('not-a-real-password-for-timing');
        await verifyPassword(await dummyHash, input.password);
        throw new AppError('unauthorized', ACCOUNT_MESSAGES.invalidLogin);
      }
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        throw new AppError('unauthorized', ACCOUNT_MESSAGES.invalidLogin);
      }
      return toPublic(row);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
