import { buildApp } from './app';
import { openConfiguredDatabase, prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openConfiguredDatabase(config);
const app = await (async () => {
  try {
    const built = await buildApp({
      config,
      database,
      pages: config.nodeEnv === 'development' ? 'development' : 'production',
    });
    for (const warning of config.warnings) built.log.warn(warning);
    await prepareDatabase(database, config, {
      info: (message) => built.log.info(message),
      warn: (message) => built.log.warn(message),
    });
    built.startWorkers();
    return built;
  } catch (error) {
    await database.close();
    throw error;
  }
})();

let closing = false;
async function shutdown(signal: string) {
  if (closing) {
    app.log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal}: no new requests; finishing those in flight`);
  try {
    await app.close();
    await database.close();
    app.log.info('closed cleanly');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (config.paypal.mode === 'test') {
  // The stand-in answers on our own port; the PayPal client reaches it over loopback.
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const wildcard = ['0.0.0.0', '::', 'localhost'].includes(config.host);
  const loopback = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  app.services.paypalTarget.baseUrl = `http://${loopback}:${port}/__paypal`;
  app.log.warn('PayPal test mode: checkout uses the local stand-in at /__paypal; no real payment is taken');
}
app.log.info(`${config.shop.name} is open at ${config.publicUrl} (database: ${database.kind})`);
