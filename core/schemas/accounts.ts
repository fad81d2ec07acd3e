import { z } from 'zod';
import { ACCOUNT_MESSAGES, TWO_FACTOR_MESSAGES } from '../account-messages';
import { USER_ROLES } from '../constants';
import { LINK_TOKEN_PATTERN } from '../link-token';

// The words of the account pages live without zod, so pages can show them without loading it (decision 021).
export { ACCOUNT_MESSAGES, TWO_FACTOR_MESSAGES, tryAgainIn } from '../account-messages';

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  /** Whether the owner proved the e-mail address (guest orders with that address show only then). */
  emailVerified: z.boolean(),
  /**
   * An admin who has not set up the second factor yet: signed in with the password alone, the session may only
   * enrol (/admin/security); every admin route answers 403 until then. Always false for a customer.
   */
  needsTotpEnrolment: z.boolean(),
});

export type PublicUser = z.infer<typeof publicUserSchema>;

/** A 429 from the account routes: the message and, when we know it, the wait (also sent as Retry-After). */
export const tooManyRequestsSchema = z.object({
  message: z.string(),
  retryAfterSeconds: z.number().int().positive().optional(),
});

const username = z
  .string({ message: ACCOUNT_MESSAGES.username })
  .trim()
  .min(3, ACCOUNT_MESSAGES.username)
  .max(40, 'Username must be at most 40 characters');

/**
 * Passwords of at least 8 characters (NIST SP 800-63B, OWASP ASVS: the old system allowed 6), at most 128 so a
 * huge body cannot make argon2 work for nothing.
 */
const password = z
  .string({ message: ACCOUNT_MESSAGES.password })
  .min(8, ACCOUNT_MESSAGES.password)
  .max(128, 'Password must be at most 128 characters');

const email = z.string({ message: ACCOUNT_MESSAGES.email }).trim().pipe(z.email(ACCOUNT_MESSAGES.email).max(254));

/** The token of an e-mailed link (core/link-token.ts). */
function linkToken(message: string) {
  return z.string({ message }).trim().regex(LINK_TOKEN_PATTERN, message);
}

/** What the authenticator app shows (6 digits), or a recovery code (xxxx-xxxx-xxxx); spaces are ignored. */
export const otpSchema = z
  .string({ message: TWO_FACTOR_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(6, TWO_FACTOR_MESSAGES.codeFormat).max(32, TWO_FACTOR_MESSAGES.codeFormat));

export const loginSchema = z.object({
  username: username,
  password: z.string({ message: ACCOUNT_MESSAGES.password }).min(1, ACCOUNT_MESSAGES.password).max(128),
  /** The second factor of an admin who has one: a current code or an unused recovery code. */
  otp: otpSchema.optional(),
});

/**
 * A refused sign-in (401). `otpRequired`: the password was right and the account needs its second factor, either
 * not sent yet or not valid; the page then asks for the code and sends the sign-in again with `otp`.
 */
/**
 * POST /api/auth/login's answer: the user, and for an admin enrolled without recovery codes (ADMIN_TOTP_SECRET) the
 * ten made at this first sign-in, shown this once.
 */
export const loginAnswerSchema = publicUserSchema.extend({ recoveryCodes: z.array(z.string()).optional() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const loginRefusalSchema = z.object({
  message: z.string(),
  otpRequired: z.boolean().optional(),
});

/** POST /api/auth/totp/setup: an admin who already has a second factor proves it with a current code first. */
export const totpSetupSchema = z.object({ otp: otpSchema.optional() }).default({});

/** The secret to enrol, as text and as the otpauth:// URL an authenticator app reads from the QR code (an SVG). */
export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });

/** POST /api/auth/totp/enable: the first code of the new secret confirms the enrolment. */
export const totpEnableSchema = z.object({
  otp: z
    .string({ message: TWO_FACTOR_MESSAGES.codeFormat })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat)),
});

/** Shown once: only their hashes are kept. */
export const totpEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/auth/register/verify: the token of the link e-mailed at registration. */
export const finishRegistrationSchema = z.object({ token: linkToken(ACCOUNT_MESSAGES.registrationLinkInvalid) });
export type FinishRegistrationInput = z.infer<typeof finishRegistrationSchema>;

export const registerSchema = z.object({
  username: username.regex(/^[A-Za-z0-9._-]+$/, ACCOUNT_MESSAGES.usernameChars),
  email,
  password,
});

/** Forms ask for the password twice; the confirmation is checked in the browser and never sent to the server. */
const confirmation = { confirmPassword: z.string() };
const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const mismatch = { message: ACCOUNT_MESSAGES.passwordsDiffer, path: ['confirmPassword'] };

export const registerFormSchema = registerSchema.extend(confirmation).refine(passwordsMatch, mismatch);

/** POST /api/auth/verify-email: the token from the link `/verify-email?token=...`. */
export const verifyEmailSchema = z.object({ token: linkToken(ACCOUNT_MESSAGES.verifyLinkInvalid) });

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email });

/** POST /api/auth/reset-password: the token from `/reset-password?token=...` and the new password. */
export const resetPasswordSchema = z.object({ token: linkToken(ACCOUNT_MESSAGES.resetLinkInvalid), password });

export const resetPasswordFormSchema = resetPasswordSchema.extend(confirmation).refine(passwordsMatch, mismatch);

export type LoginInput = z.infer<typeof loginSchema>;
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;
export type TotpEnableResponse = z.infer<typeof totpEnableResponseSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
