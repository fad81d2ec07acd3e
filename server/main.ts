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
      workers: true,
    });
    for (const warning of config.warnings) built.log.warn(warning);
    await prepareDatabase(database, config, {
      info: (message) => built.log.info(message),
      warn: (message) => built.log.warn(message),
    });
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
app.log.info(`${config.shop.name} is open at ${config.publicUrl} (database: ${database.kind})`);
