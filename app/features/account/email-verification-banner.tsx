/**
 * Shown to a signed-in customer whose e-mail address is not verified yet: orders placed as a guest with that
 * address count as theirs only once they prove it is theirs (anyone can register with someone else's address).
 */
import { Icon } from '../../components/ui/icons';
import { useId } from 'react';
import { useCurrentUser } from '../../lib/session-store';
import { ResendVerification } from './resend-verification';

export function EmailVerificationBanner() {
  const { data: user } = useCurrentUser();
  const headingId = useId();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-4 rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200 sm:p-6"
    >
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 sm:flex">
        <Icon name="mail-exclamation-point" className="size-5 text-amber-800" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col gap-3">
        <h2 id={headingId} className="text-base font-semibold">
          Please confirm your email address
        </h2>
        <p className="text-sm leading-6">
          We sent a confirmation link to <strong className="break-all">{user.email}</strong>. Orders you placed as a
          guest with this address appear here once the address is confirmed.
        </p>
        <ResendVerification />
      </div>
    </section>
  );
}
