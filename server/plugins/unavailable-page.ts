/**
 * The page a visitor sees when the shop cannot reach its database before React Router could render one (the
 * session is read first), or is too busy to render one: the same message and reference as the shop's error page, in plain HTML with no script,
 * style or image (nothing else may load while the shop is down, and the page's CSP allows none of it inline).
 */
import type { FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../core/database-unavailable';
import { escapeHtml } from '../integrations/mail/templates';

/** A browser asking for a page (not the API, not a client-side navigation's `.data` request). */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0]!;
  if (path.startsWith('/api/') || path.endsWith('.data')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** `message`: why (the database by default; plugins/under-pressure.ts says the shop is very busy). */
export function unavailablePage(shopName: string, requestId: string, message = DATABASE_UNAVAILABLE_MESSAGE): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(shopName)}: back in a moment</title></head>
<body>
<main>
<h1>Back in a moment</h1>
<p>${escapeHtml(message)}</p>
<p>If you contact us about this, please quote the reference <code>${escapeHtml(requestId)}</code>.</p>
</main>
</body>
</html>
`;
}
