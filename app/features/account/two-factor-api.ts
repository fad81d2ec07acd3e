/** The second-factor calls (the admin's enrolment) and how a refused sign-in says it wants the code. */
import {
  totpEnableResponseSchema,
  totpSetupResponseSchema,
  type TotpEnableResponse,
  type TotpSetupResponse,
} from '../../../core/schemas/accounts';
import { apiJson } from '../../lib/api';

export const twoFactorApi = {
  /** A new secret to scan; an admin already enrolled sends a current code. */
  setup: (otp?: string): Promise<TotpSetupResponse> =>
    apiJson(totpSetupResponseSchema, 'POST', '/api/auth/totp/setup', otp ? { otp } : {}),
  /** The first code of the new secret: answers the recovery codes, shown once. */
  enable: (otp: string): Promise<TotpEnableResponse> =>
    apiJson(totpEnableResponseSchema, 'POST', '/api/auth/totp/enable', { otp }),
};
