/**
 * The one rule for anything granted because of the admin role: the account is an admin AND its session passed the
 * second factor. An admin signed in with the password alone (not enrolled yet) may only enrol: everywhere else it
 * is a plain customer (its own orders, its own lists). The session drops an enrolled admin whose session did not
 * pass the second factor, so "admin and not waiting to enrol" is "admin with the second factor".
 */
export function isTrustedAdmin(
  user: { role: 'user' | 'admin'; needsTotpEnrolment: boolean } | null | undefined,
): boolean {
  return user?.role === 'admin' && !user.needsTotpEnrolment;
}
