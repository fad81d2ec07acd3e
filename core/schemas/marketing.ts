import { z } from 'zod';

/** The forms that collect a newsletter address; each address is stored once per source. */
export const NEWSLETTER_SOURCES = ['popup_15off'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
/** The exit-intent popup's signups are stored under this source. */
export const EXIT_INTENT_SOURCE = 'exit_intent_free_pin';

export const SIGNUP_MESSAGES = {
  emailRequired: 'Please enter your email address',
  email: 'Please enter a valid email address',
  source: `source must be one of: ${NEWSLETTER_SOURCES.join(', ')}`,
} as const;

/** Required, non-blank, an e-mail address (shopper-spec section 5); the form and the server share it. */
export const signupEmailSchema = z
  .string({ message: SIGNUP_MESSAGES.emailRequired })
  .trim()
  .min(1, SIGNUP_MESSAGES.emailRequired)
  .max(254, SIGNUP_MESSAGES.email)
  .pipe(z.email(SIGNUP_MESSAGES.email));

/** POST /api/newsletter-signup */
export const newsletterSignupSchema = z.object({
  email: signupEmailSchema,
  source: z.enum(NEWSLETTER_SOURCES, { message: SIGNUP_MESSAGES.source }).default('popup_15off'),
});

export type NewsletterSignupInput = z.infer<typeof newsletterSignupSchema>;

/** POST /api/exit-intent-free-pin */
export const freePinSignupSchema = z.object({ email: signupEmailSchema });

export type FreePinSignupInput = z.infer<typeof freePinSignupSchema>;

/** Both answers are the same for a first signup and a repeat, so the form cannot tell who is subscribed. */
export const signupResponseSchema = z.object({ message: z.string() });
