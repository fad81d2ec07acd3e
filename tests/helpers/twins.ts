/**
 * Two app instances on one PostgreSQL (each with its own pool, as two processes behind a load balancer) and one PayPal
 * stand-in, for the races that only show with several processes. PostgreSQL only: call inside
 * `describe.skipIf(!onPostgresServer())`.
 */
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../server/app';
import { generateStandInCredentials, STAND_IN_WEBHOOK_ID } from '../../server/integrations/paypal/stand-in/credentials';
import { startStandIn, type RunningStandIn } from '../../server/integrations/paypal/stand-in/server';
import { buildTwinApps } from './app';

/** `subnet`: the second byte of the callers' addresses (each test file its own, so per-address limits stay apart). */
export function twinHarness(subnet: number) {
  const world = {} as { twins: Awaited<ReturnType<typeof buildTwinApps>>; standIn: RunningStandIn };
  let client = 0;

  beforeAll(async () => {
    const paypalCredentials = generateStandInCredentials();
    world.standIn = await startStandIn({ ...paypalCredentials, webhook: { url: () => '', id: STAND_IN_WEBHOOK_ID } });
    world.twins = await buildTwinApps({ LOG_LEVEL: 'silent' }, { paypalBaseUrl: world.standIn.url, paypalCredentials });
  });
  afterAll(async () => {
    await world.twins?.close();
    await world.standIn?.close();
  });

  /** A POST from a new address, with the cart session. */
  const on = (app: App, url: string, session: string, payload: object) => {
    client += 1;
    return app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.${subnet}.${Math.floor(client / 250)}.${client % 250}`,
      headers: { 'x-session-id': session },
      payload,
    });
  };
  return { world, on };
}
