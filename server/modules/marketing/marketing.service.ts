import { and, isNull, sql } from 'drizzle-orm';
import { EXIT_INTENT_SOURCE, type NewsletterSource } from '../../../core/schemas/marketing';
import type { ShopIdentity } from '../../config';
import type { Database, Executor } from '../../db/client';
import { contacts, newsletterSignups } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import type { RenderedEmail } from '../../integrations/mail/templates';
import { freePinWelcomeEmail, newsletterWelcomeEmail } from './welcome-emails';

export interface SignupRequest {
  email: string;
  /** The visitor's address, kept with the consent. */
  ip: string | null;
}

export interface SignupResult {
  /** False when this address had already signed up through this form (nothing changed, no e-mail sent). */
  created: boolean;
}

export function createMarketingService(deps: { db: Database; shop: ShopIdentity; publicUrl: string }) {
  const { db, shop, publicUrl } = deps;

  /**
   * One row per address and form, with the time of consent; the first signup also adds the address to the
   * campaign contacts (an existing contact, subscribed or not, is left as it is) and queues the welcome
   * e-mail in the same transaction. A repeat changes nothing, so a form cannot be used to flood an inbox.
   */
  async function signUp(source: string, request: SignupRequest, email: RenderedEmail): Promise<SignupResult> {
    return db.transaction(async (tx) => {
      const [signup] = await tx
        .insert(newsletterSignups)
        .values({ email: request.email, source, ip: request.ip })
        .onConflictDoNothing()
        .returning({ id: newsletterSignups.id });
      if (!signup) return { created: false };
      await addContact(tx, request.email, source);
      await enqueueEmail(tx, { to: request.email, ...email, payload: { newsletterSignupId: signup.id, source } });
      return { created: true };
    });
  }

  return {
    /** The 15%-off newsletter popup: the welcome e-mail carries the code. */
    subscribeNewsletter(source: NewsletterSource, request: SignupRequest): Promise<SignupResult> {
      return signUp(source, request, newsletterWelcomeEmail(shop, publicUrl));
    },

    /** The exit-intent popup: the welcome e-mail links to the free American Flag pin. */
    claimFreePin(request: SignupRequest): Promise<SignupResult> {
      return signUp(EXIT_INTENT_SOURCE, request, freePinWelcomeEmail(shop, publicUrl));
    },
  };
}

/**
 * The newsletter popup is an explicit opt-in to marketing; the free-pin popup is not (its e-mail is the offer).
 * An address already known gets the consent added if it had none; nothing else about it changes.
 */
async function addContact(tx: Executor, email: string, source: string): Promise<void> {
  const consent = source === EXIT_INTENT_SOURCE ? null : `newsletter ${source}`;
  const at = consent ? new Date() : null;
  await tx
    .insert(contacts)
    .values({ email, source: 'signup', marketingConsentAt: at, consentSource: consent })
    .onConflictDoNothing();
  if (consent) {
    await tx
      .update(contacts)
      .set({ marketingConsentAt: at, consentSource: consent })
      .where(and(sql`lower(${contacts.email}) = lower(${email})`, isNull(contacts.marketingConsentAt)));
  }
}

export type MarketingService = ReturnType<typeof createMarketingService>;
