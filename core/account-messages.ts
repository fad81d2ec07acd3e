/** What the account routes and pages say (accounts-admin-spec), apart from the schemas so a page can show it without zod. */

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
