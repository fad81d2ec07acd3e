import { z } from 'zod';
import { USER_ROLES } from '../constants';

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
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
} as const;

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

export const loginSchema = z.object({
  username: username,
  password: z.string({ message: ACCOUNT_MESSAGES.password }).min(1, ACCOUNT_MESSAGES.password).max(128),
});

export const registerSchema = z.object({
  username: username.regex(/^[A-Za-z0-9._-]+$/, ACCOUNT_MESSAGES.usernameChars),
  email: z.string({ message: ACCOUNT_MESSAGES.email }).trim().pipe(z.email(ACCOUNT_MESSAGES.email).max(254)),
  password,
});

/** The register form: the same rules plus the confirmation (never sent to the server). */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
