import { randomBytes } from 'node:crypto';
import { StandInState } from './state';
import { createWebhookSender, type WebhookSender, type WebhookTarget } from './webhook-delivery';

export interface StandInOptions {
  clientId: string;
  clientSecret: string;
  /** Where the buyer's browser reaches the stand-in (approve links); a function when known only after listen. */
  publicBaseUrl: string | (() => string);
  /** Where PayPal-shaped webhooks are delivered, and the id of "our" webhook subscription. */
  webhook?: WebhookTarget;
  tokenTtlSeconds?: number;
  state?: StandInState;
  /**
   * The test switches (/__test/...: approve without the buyer, faults, settle, redeliver, ledger, reset). On for
   * tests (`startStandIn`); the shop mounts them only under NODE_ENV=test or PAYPAL_STAND_IN_FAULTS=1. Off: not
   * registered at all (404).
   */
  testRoutes?: boolean;
}

/** What every group of the stand-in's routes shares: one per `createStandInRoutes` call. */
export interface StandInContext {
  options: StandInOptions;
  state: StandInState;
  /** The HMAC key webhooks are signed with; only this stand-in knows it, so only it can verify them. */
  signingKey: string;
  publicBase(): string;
  webhooks: WebhookSender;
}

export function createStandInContext(options: StandInOptions): StandInContext {
  const state = options.state ?? new StandInState();
  const signingKey = randomBytes(32).toString('hex');
  const publicBase = () =>
    typeof options.publicBaseUrl === 'function' ? options.publicBaseUrl() : options.publicBaseUrl;
  const webhooks = createWebhookSender({ state, webhook: options.webhook, signingKey, publicBase });
  return { options, state, signingKey, publicBase, webhooks };
}
