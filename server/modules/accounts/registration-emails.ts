/**
 * The two e-mails a registration sends: the link that finishes a new account, or, when the address already has an
 * account, a notice to its owner. The visitor sees the same answer either way; only the inbox knows which was sent.
 */
import type { Executor } from '../../db/client';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { renderEmail } from '../../integrations/mail/templates';
import type { AccountMailer } from './account-emails';

/** The page the link opens; it asks the visitor to press a button, so a mail scanner's GET creates nothing. */
export const FINISH_REGISTRATION_PATH = '/register/verify';

export async function queueRegistrationLink(
  tx: Executor,
  mailer: AccountMailer,
  to: { username: string; email: string; token: string },
): Promise<void> {
  const url = `${mailer.publicUrl}${FINISH_REGISTRATION_PATH}?token=${encodeURIComponent(to.token)}`;
  const message = renderEmail(mailer.shop, {
    subject: `Finish creating your ${mailer.shop.name} account`,
    greeting: `Hi ${to.username},`,
    paragraphs: [
      `Someone (we hope you) asked to create a ${mailer.shop.name} account with the username ${to.username} and this e-mail address. Open the link below to finish: your account is created and signed in then.`,
      'The link works for 24 hours and only once. If you did not ask for an account, ignore this e-mail: nothing is created without it.',
    ],
    action: { label: 'Finish creating my account', url },
  });
  await enqueueEmail(tx, { to: to.email, ...message, payload: { purpose: 'finish-registration' } });
}

export async function queueTakenAddressNotice(
  tx: Executor,
  mailer: AccountMailer,
  to: { userId: number; username: string; email: string },
): Promise<void> {
  const message = renderEmail(mailer.shop, {
    subject: `Someone tried to create a ${mailer.shop.name} account with your e-mail address`,
    greeting: `Hi ${to.username},`,
    paragraphs: [
      `Someone (perhaps you) just tried to create a new ${mailer.shop.name} account with this e-mail address. It already belongs to your account, so no new account was created and nothing about your account has changed.`,
      `If it was you: sign in with your username, ${to.username}, at ${mailer.publicUrl}/login. Forgot your password? Choose a new one at ${mailer.publicUrl}/forgot-password.`,
      'If it was not you, you can ignore this e-mail.',
    ],
    action: { label: 'Sign in', url: `${mailer.publicUrl}/login` },
  });
  await enqueueEmail(tx, { to: to.email, ...message, payload: { userId: to.userId, purpose: 'registration-attempt' } });
}
