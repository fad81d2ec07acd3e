import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import { newNonce, workOutSecurityHeaders } from './security-headers';
import { routeConfig } from './route-config';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Per-response nonce for the inline scripts React Router emits. Drawn on first read, which also puts it in the
     * response's CSP; answers that never read it (the JSON API) get a policy without one.
     */
    readonly scriptNonce: string;
    /** The nonce once drawn ('' before); read scriptNonce instead. */
    drawnScriptNonce: string;
  }
  interface FastifyContextConfig {
    /**
     * Set on the few routes another site may call, each with its own credential: payment webhooks (signed) and the
     * RFC 8058 one-click unsubscribe, posted by mail providers' servers (the per-recipient token).
     */
    allowCrossSite?: boolean;
    /** A built file (script, style, image; plugins/static-assets.ts): nosniff and CORP only, no document headers. */
    asset?: boolean;
  }
}

export interface SecurityPluginOptions {
  publicUrl: string;
  /** Development serves Vite's hot-reload scripts, which a strict CSP would block. */
  strictCsp: boolean;
  https: boolean;
  /** Rate-limit counters shared by every instance; in-process counters when absent. */
  redisUrl?: string;
  /** Real PayPal mode: the checkout loads PayPal's JS SDK buttons, which need PayPal's hosts. */
  allowPayPal?: boolean;
}

const PAYPAL_HOSTS = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp<SecurityPluginOptions>(
  async function securityPlugin(app: FastifyInstance, options) {
    const publicOrigin = new URL(options.publicUrl).origin;

    // Worked out once here; each answer gets them in one call (documents and API answers every header, files two).
    const headers = workOutSecurityHeaders({
      contentSecurityPolicy: options.strictCsp
        ? {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", ...(options.allowPayPal ? PAYPAL_HOSTS : [])],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:', ...(options.allowPayPal ? PAYPAL_HOSTS : [])],
              mediaSrc: ["'self'"],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'", ...(options.allowPayPal ? PAYPAL_HOSTS : [])],
              frameSrc: ["'self'", ...(options.allowPayPal ? PAYPAL_HOSTS : [])],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              ...(options.https ? { upgradeInsecureRequests: [] } : {}),
            },
          }
        : false,
      // HSTS only makes sense behind TLS.
      strictTransportSecurity: options.https ? undefined : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    app.decorateReply('drawnScriptNonce', '');
    app.decorateReply('scriptNonce', {
      getter(this: FastifyReply) {
        if (this.drawnScriptNonce === '') {
          this.drawnScriptNonce = newNonce();
          const policy = headers.policyWithNonce(this.drawnScriptNonce);
          if (policy !== undefined) this.header('content-security-policy', policy);
        }
        return this.drawnScriptNonce;
      },
    });

    // One callback hook for the headers and the cross-site check: an async hook costs a promise and a microtask on
    // every request, and the route's config is read once per request (route-config.ts). The rate limit's hooks (below) are
    // the routes' own, which run after every hook of the app, so they still come after both.
    app.addHook('onRequest', (request, reply, done) => {
      const config = routeConfig(request);
      if (config?.asset) {
        // A CSP, frame and referrer rules mean nothing on a script or a picture; ~1 KB less on each of them.
        reply.header('X-Content-Type-Options', 'nosniff').header('Cross-Origin-Resource-Policy', 'same-origin');
      } else {
        reply.headers(headers.plain);
      }
      // A state-changing request must come from our own pages: browsers send Sec-Fetch-Site and Origin.
      if (!UNSAFE_METHODS.has(request.method) || config?.allowCrossSite) return done();
      const site = request.headers['sec-fetch-site'];
      if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
        return done(new AppError('forbidden', 'Cross-site request refused'));
      }
      const origin = request.headers.origin;
      if (typeof origin === 'string' && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) {
        return done(new AppError('forbidden', 'Cross-site request refused'));
      }
      done();
    });

    // ioredis (~25 MB, ~50 ms to load) only when there is a Redis to talk to.
    const redis = options.redisUrl
      ? new (await import('ioredis')).Redis(options.redisUrl, {
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    // Routes opt in with config.rateLimit; a Redis outage must not take the shop down with it.
    await app.register(rateLimit, { global: false, redis, skipOnError: true, nameSpace: 'pinshop-rl-' });
  },
  { name: 'security' },
);
