import Fastify from 'fastify';
import { createStandInRoutes, type StandInOptions } from './stand-in';
import { StandInState } from './state';

export interface RunningStandIn {
  url: string;
  state: StandInState;
  close(): Promise<void>;
}

/** The stand-in on its own port (tests, `npm run paypal:stand-in`): the routes the shop mounts in test mode. */
export async function startStandIn(
  options: Omit<StandInOptions, 'publicBaseUrl' | 'state'> & { host?: string; port?: number },
): Promise<RunningStandIn> {
  const state = new StandInState();
  const app = Fastify({ logger: false });
  let url = '';
  await app.register(async (scope) => {
    await createStandInRoutes({ ...options, state, publicBaseUrl: () => url, testRoutes: options.testRoutes ?? true })(
      scope,
    );
  });
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  if (address && typeof address === 'object') url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  return { url, state, close: () => app.close() };
}
