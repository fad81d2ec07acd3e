/**
 * The check every admin page's loader makes on the server before any HTML: a visitor signs in first and comes back
 * to the same address, a customer gets a 403, and an admin who has not enrolled the second factor does that first
 * (/admin/security, the one admin page open to them). Every admin call is guarded by the API as well.
 */
import { data, redirect, type AppLoadContext } from 'react-router';

export const SECURITY_PATH = '/admin/security';

/** `url`: the loader's own (React Router's location, without a client-side navigation's `.data`), not request.url. */
export function requireAdmin(context: Pick<AppLoadContext, 'user'>, url: URL): { enrolled: boolean } {
  const { user } = context;
  // The slashes left as they are: /login?next=/admin/orders/W-1001 reads as the address it is.
  if (!user) throw redirect(`/login?next=${encodeURIComponent(`${url.pathname}${url.search}`).replace(/%2F/gi, '/')}`);
  if (user.role !== 'admin') throw data('Admin access required', { status: 403 });
  const onSecurity = url.pathname.replace(/\/+$/, '') === SECURITY_PATH;
  if (user.needsTotpEnrolment && !onSecurity) throw redirect(SECURITY_PATH);
  return { enrolled: !user.needsTotpEnrolment };
}
