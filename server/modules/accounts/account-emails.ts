import { eq } from 'drizzle-orm';
import type { ShopIdentity } from '../../config';
import type { Database, Executor } from '../../db/client';
import { users, type AccountTokenPurpose } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { renderEmail } from '../../integrations/mail/templates';
import { issueAccountToken, secondsUntilNextLinkEmail } from './account-tokens';

export interface AccountMailer {
  shop: ShopIdentity;
  /** PUBLIC_URL: links are built from configuration, never from the request's Host header (which a caller sets). */
  publicUrl: string;
}

export interface LinkRecipient {
  userId: number;
  username: string;
  email: string;
  token: string;
}

/** The page each link opens (`/verify-email?token=...`); the page posts the token to the API. */
export const ACCOUNT_LINK_PATHS: Record<AccountTokenPurpose, string> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
};

function content(purpose: AccountTokenPurpose, shopName: string, email: string) {
  if (purpose === 'verify-email') {
    return {
      subject: `Confirm your e-mail address for ${shopName}`,
      paragraphs: [
        `Please confirm that ${email} is your e-mail address. Once it is confirmed, orders placed with it (also as a guest) appear in your account.`,
        'The link works for 24 hours and only once. If you did not create an account, you can ignore this e-mail.',
      ],
      label: 'Confirm my e-mail address',
    };
  }
  return {
    subject: `Reset your ${shopName} password`,
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your account. Choose a new password with the link below.',
      'The link works for 1 hour and only once; using it signs out every other session. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    label: 'Choose a new password',
  };
}

/** Queued in the caller's transaction, so the e-mail exists exactly when the account or token does. */
export async function queueAccountLinkEmail(
  tx: Executor,
  mailer: AccountMailer,
  purpose: AccountTokenPurpose,
  to: LinkRecipient,
): Promise<void> {
  const { subject, paragraphs, label } = content(purpose, mailer.shop.name, to.email);
  const url = `${mailer.publicUrl}${ACCOUNT_LINK_PATHS[purpose]}?token=${encodeURIComponent(to.token)}`;
  const message = renderEmail(mailer.shop, {
    subject,
    greeting: `Hi ${to.username},`,
    paragraphs,
    action: { label, url },
  });
  // The payload says what caused the message; the token stays in the body only, where the recipient needs it.
  await enqueueEmail(tx, { to: to.email, ...message, payload: { userId: to.userId, purpose } });
}

/**
 * Issues a link and queues its e-mail unless the account had its hourly share already; returns the seconds to wait
 * (0: sent). The account's row is locked first, so two requests at once count each other.
 */
export async function sendAccountLink(
  db: Database,
  mailer: AccountMailer,
  purpose: AccountTokenPurpose,
  user: { id: number; username: string; email: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const waitSeconds = await secondsUntilNextLinkEmail(tx, { userId: user.id, purpose, now });
    if (waitSeconds > 0) return waitSeconds;
    const token = await issueAccountToken(tx, { userId: user.id, email: user.email, purpose, now });
    await queueAccountLinkEmail(tx, mailer, purpose, {
      userId: user.id,
      username: user.username,
      email: user.email,
      token,
    });
    return 0;
  });
}
