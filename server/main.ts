import './require-node';
import {
  loadFirstUseLibraries,
  openConfiguredDatabase,
  prepareDatabase,
  withSharedSessionSecret,
  type Logger,
} from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { startMemorySaver } from './memory-saver';
import { adminUsernames } from './modules/accounts';
import { startBanner } from './start-banner';

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

const loaded = readConfig();
// The database is prepared before the app is built, because the session secret the app signs with may live in a
// table (several instances on one PostgreSQL). Its log lines wait for the app's logger.
const startLog: Array<[level: keyof Logger, message: string]> = [];
const startLogger: Logger = {
  info: (message) => startLog.push(['info', message]),
  warn: (message) => startLog.push(['warn', message]),
};
// V8's memory saver mode when the config asks for it, before the app's modules load (memory-saver.ts).
const memorySaverWarning = startMemorySaver(loaded.memorySaver);
if (memorySaverWarning) startLogger.warn(memorySaverWarning);
const database = await openConfiguredDatabase(loaded, {
  fromTemplate: true,
  log: startLogger,
  whatToDo: 'stop it first, or give this one its own DATA_DIR',
}).catch((error: unknown) => {
  // Another process has the embedded database (db/data-dir-lock.ts): one line, no stack.
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
const { app, config } = await (async () => {
  try {
    // The app's code (Fastify, the pages, the routes: a module of its own, scripts/build-server.mjs splits it out)
    // loads while the database server applies the migrations of a new database. Loading it keeps this thread busy,
    // so it starts once the migrations are sent (or the database is ready): the round trips before them would wait.
    let sent!: () => void;
    const migrationsSent = new Promise<void>((resolve) => (sent = resolve));
    const prepared = prepareDatabase(database, loaded, startLogger, { onApplying: sent });
    await Promise.race([migrationsSent, prepared.catch(() => undefined)]);
    // Then the libraries that modules load on first use, so no first blog read, upload or e-mail holds the loop.
    const loading = import('./app').then(async (code) => {
      const started = performance.now();
      const libraries = await loadFirstUseLibraries(startLogger);
      return { code, libraries, ms: Math.round(performance.now() - started) };
    });
    const [{ code, libraries, ms }] = await Promise.all([loading, prepared]);
    const { buildApp } = code;
    startLogger.info(`loaded before listening in ${ms} ms: ${libraries.join(', ')}`);
    const shared = await withSharedSessionSecret(database, loaded);
    const built = await buildApp({
      config: shared,
      database,
      pages: shared.nodeEnv === 'development' ? 'development' : 'production',
    });
    for (const warning of shared.warnings) built.log.warn(warning);
    for (const [level, message] of startLog) built.log[level](message);
    built.startWorkers();
    return { app: built, config: shared };
  } catch (error) {
    for (const [, message] of startLog) console.error(message);
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
  // A connection whose request was in flight stays open for keep-alive once it is answered, and the server's close
  // waits for it: Fastify's keep-alive timeout, 72 s, past any grace period. Each is closed as soon as it is idle.
  setInterval(() => app.server.closeIdleConnections(), 100).unref();
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
if (config.paypal.mode === 'test' && !config.paypal.standInUrl) {
  // The stand-in answers on our own port; the PayPal client reaches it over loopback.
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const wildcard = ['0.0.0.0', '::', 'localhost'].includes(config.host);
  const loopback = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  app.services.paypalTarget.baseUrl = `http://${loopback}:${port}/__paypal`;
  app.log.warn('PayPal test mode: checkout uses the local stand-in at /__paypal; no real payment is taken');
} else if (config.paypal.mode === 'test') {
  app.log.warn(`PayPal test mode: checkout uses the stand-in at ${config.paypal.standInUrl}; no real payment is taken`);
}
app.log.info(`${config.shop.name} is open at ${config.publicUrl} (database: ${database.kind})`);
// A person at a terminal gets plain sentences as well; a process manager or a log collector keeps the JSON only.
if (process.stdout.isTTY) {
  const lines = startBanner({
    shopName: config.shop.name,
    publicUrl: config.publicUrl,
    databaseKind: database.kind,
    paypalMode: config.paypal.mode,
    adminUsernames: await adminUsernames(database.db),
  });
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}
