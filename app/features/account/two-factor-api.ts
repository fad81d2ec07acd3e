/** The second-factor calls (the admin's enrolment) and how a refused sign-in says it wants the code. */
import {
  totpEnableResponseSchema,
  totpSetupResponseSchema,
  type TotpEnableResponse,
  type TotpSetupResponse,
} from '../../../core/schemas/accounts';
import { apiErrorStatus, apiJson } from '../../lib/api';

export const twoFactorApi = {
  /** A new secret to scan; an admin already enrolled sends a current code. */
  setup: (otp?: string): Promise<TotpSetupResponse> =>
    apiJson(totpSetupResponseSchema, 'POST', '/api/auth/totp/setup', otp ? { otp } : {}),
  /** The first code of the new secret: answers the recovery codes, shown once. */
  enable: (otp: string): Promise<TotpEnableResponse> =>
    apiJson(totpEnableResponseSchema, 'POST', '/api/auth/totp/enable', { otp }),
};

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
