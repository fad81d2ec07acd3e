/**
 * Where to go after signing in: `?next=` only when it is a path on this site ("/admin"), never another origin
 * ("//evil.example", "/\evil.example", "https://..."), which would make the sign-in page an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // Control characters (a tab or newline inside "/\t/evil") are dropped by URL parsers, so "//" could reappear.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  return next;
}

/** After signing in: an admin without a second factor sets it up first; everyone else goes where they asked. */
export function afterSignInPath(user: { needsTotpEnrolment: boolean }, next: string | null | undefined): string {
  if (user.needsTotpEnrolment) return '/admin/security';
  return safeNextPath(next) ?? '/';
}
