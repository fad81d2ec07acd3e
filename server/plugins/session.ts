import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import type { CurrentUser } from '../load-context';
import type { SessionService } from '../modules/accounts/session.service';

export const SESSION_COOKIE = 'pinshop_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionToken: string | null;
  }
  interface FastifyReply {
    /** Starts a fresh session (a new id on every sign-in: no fixation) and sets the cookie. */
    startSession(userId: number): Promise<void>;
    endSession(): Promise<void>;
  }
}

export interface SessionPluginOptions {
  sessions: SessionService;
  secure: boolean;
}

/** DB-backed sessions: an opaque random id in an httpOnly, SameSite=Lax cookie; the current user on `request`. */
export default fp<SessionPluginOptions>(
  async function sessionPlugin(app: FastifyInstance, { sessions, secure }) {
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, signed: true };

    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    app.addHook('onRequest', async (request) => {
      if (isAssetPath(request.url)) return;
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      const session = await sessions.resolve(unsigned.value);
      if (!session) return;
      request.sessionToken = unsigned.value;
      request.user = session.user;
    });

    app.decorateReply('startSession', async function startSession(this: FastifyReply, userId: number) {
      const previous = this.request.sessionToken;
      if (previous) await sessions.end(previous);
      const { token, expiresAt } = await sessions.start(userId);
      this.request.sessionToken = token;
      this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    });

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      const token = this.request.sessionToken;
      if (token) await sessions.end(token);
      this.request.sessionToken = null;
      this.request.user = null;
      this.clearCookie(SESSION_COOKIE, { path: '/' });
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);

function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/') || url.startsWith('/images/') || url.startsWith('/videos/');
}

/** preHandler guard for every admin route: 401 when signed out, 403 for a customer. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('unauthorized', 'Please log in to continue');
  if (request.user.role !== 'admin') throw new AppError('forbidden', 'Admin access required');
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('unauthorized', 'Please log in to continue');
}
