import { z } from 'zod';
import { USER_ROLES } from '../constants';

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

export const ACCOUNT_MESSAGES = {
  username: 'Username must be at least 3 characters',
  usernameChars: 'Username may only use letters, numbers, dots, dashes and underscores',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 8 characters',
  passwordsDiffer: "Passwords don't match",
  commonPassword: 'This password is too common. Please choose a less common password.',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  invalidLogin: 'Invalid username or password',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  tooManyFailedLogins: 'Too many failed sign-ins for this account from your network.',
  verifyEmailSent: 'We have sent a new verification link to your email address. It works for 24 hours.',
  emailAlreadyVerified: 'Your email address is already verified.',
  tooManyVerifyEmails: 'We have already sent you several verification emails. Please check your inbox and spam folder.',
  emailVerified: 'Thank you: your email address is verified.',
  verifyLinkInvalid: 'This verification link is not valid. Check that you opened the whole link, or ask for a new one.',
  verifyLinkExpired: 'This verification link has expired. Sign in and ask for a new one.',
  verifyLinkUsed: 'This verification link has already been used.',
  resetRequested:
    'If an account uses that email address, we have sent it a link to reset the password. The link works for 1 hour.',
  resetLinkInvalid:
    'This password reset link is not valid. Check that you opened the whole link, or ask for a new one.',
  resetLinkExpired: 'This password reset link has expired. Please ask for a new one.',
  resetLinkUsed: 'This password reset link has already been used. Ask for a new one if you still need it.',
  passwordReset: 'Your password has been changed. Every other session of your account has been signed out.',
  /** The one answer to a registration, whether or not the address has an account already (its owner is told). */
  registrationLinkSent:
    'Check your e-mail: we sent a link to finish creating your account. The link works for 24 hours.',
  accountCreated: 'Your account is ready. You are now logged in.',
  registrationLinkInvalid:
    'This link to finish your registration is not valid. Check that you opened the whole link, or register again.',
  registrationLinkExpired: 'This link to finish your registration has expired. Please register again.',
  registrationLinkUsed: 'This link has already been used to create an account. Sign in, or register again.',
} as const;

export const TWO_FACTOR_MESSAGES = {
  otpRequired: 'Enter the 6-digit code from your authenticator app.',
  otpInvalid:
    'That code is not valid or has already been used. Enter the current code from your authenticator app, or a recovery code.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  enrolmentRequired: 'Set up two-factor sign-in before using the admin.',
  setupFirst: 'Start the set-up first: scan the QR code, then enter the code it shows.',
  setupCodeInvalid:
    'That code does not match the new secret. Check the time on your phone and enter the current 6-digit code.',
  currentCodeRequired: 'Enter a current code from your authenticator app (or a recovery code) to set up a new one.',
  adminOnly: 'Admin access required',
} as const;

/** "Please try again in 2 minutes." from a Retry-After in seconds (the pages show the same words as the API). */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

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

/** The token of an e-mailed link: 256 random bits in base64url (43 characters); anything else is refused early. */
function linkToken(message: string) {
  return z
    .string({ message })
    .trim()
    .regex(/^[A-Za-z0-9_-]{32,128}$/, message);
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
