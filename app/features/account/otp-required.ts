import { apiErrorStatus } from '../../lib/api';

/** A 401 whose body says `otpRequired: true`: the password was right, the code is missing or wrong. */
export function isOtpRequired(error: unknown): boolean {
  if (apiErrorStatus(error) !== 401 || !(error instanceof Error)) return false;
  try {
    const body: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ''));
    return typeof body === 'object' && body !== null && 'otpRequired' in body && body.otpRequired === true;
  } catch {
    return false;
  }
}
