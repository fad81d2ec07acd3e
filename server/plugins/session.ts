import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import type { CurrentUser } from '../current-user';
import type { SessionData, SessionService } from '../modules/accounts';

/**
 * Over https the cookie carries the `__Host-` prefix: browsers then accept it only with Secure, Path=/ and no
 * Domain, so neither a subdomain nor a plain-http page can plant or overwrite it (RFC 6265bis, cookie prefixes).
 */
export const SESSION_COOKIE = { https: '__Host-pinshop_session', http: 'pinshop_session' } as const;

export function sessionCookieName(secure: boolean): string {
  return secure ? SESSION_COOKIE.https : SESSION_COOKIE.http;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionToken: string | null;
  }
  interface FastifyReply {
    /**
     * Starts a fresh session (a new id on every sign-in and on passing the second factor: no fixation) and sets
     * the cookie.
     */
    startSession(userId: number, data?: SessionData): Promise<void>;
    endSession(): Promise<void>;
  }
}

export interface SessionPluginOptions {
  sessions: SessionService;
  /** PUBLIC_URL is https: a Secure cookie under the `__Host-` name. */
  secure: boolean;
}

/** DB-backed sessions: an opaque random id in an httpOnly, SameSite=Lax cookie; the current user on `request`. */
export default fp<SessionPluginOptions>(
  async function sessionPlugin(app: FastifyInstance, { sessions, secure }) {
    const cookieName = sessionCookieName(secure);
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, signed: true };

    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    // A callback hook: most requests carry no session cookie (every guest's API call), and an async hook costs them
    // a promise and a microtask each. Only a request with a valid signed cookie waits for the database.
    app.addHook('onRequest', (request, _reply, done) => {
      if (isAssetPath(request.url)) return done();
      const raw = request.cookies[cookieName];
      if (!raw) return done();
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return done();
      const token = unsigned.value;
      sessions.resolve(token).then((session) => {
        if (session) {
          request.sessionToken = token;
          request.user = session.user;
        }
        done();
      }, done);
    });

    app.decorateReply(
      'startSession',
      async function startSession(this: FastifyReply, userId: number, data?: SessionData) {
        const previous = this.request.sessionToken;
        if (previous) await sessions.end(previous);
        const { token, expiresAt } = await sessions.start(userId, data);
        this.request.sessionToken = token;
        this.setCookie(cookieName, token, { ...cookieOptions, expires: expiresAt });
      },
    );

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      const token = this.request.sessionToken;
      if (token) await sessions.end(token);
      this.request.sessionToken = null;
      this.request.user = null;
      // The same attributes as when set: a browser ignores a Secure-less change to a `__Host-` cookie.
      this.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);

function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/') || url.startsWith('/images/') || url.startsWith('/videos/');
}

/** preHandler guard for a signed-in customer's own routes: 401 when signed out. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('unauthorized', 'Please log in to continue');
}
