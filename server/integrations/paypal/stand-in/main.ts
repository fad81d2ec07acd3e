/**
 * `npm run paypal:stand-in`: the PayPal stand-in as its own process, so a test can kill the shop between PayPal's
 * capture and the shop's commit (the stand-in, like PayPal, lives on). It reads the shop's configuration: the same
 * DATA_DIR gives both the same generated credentials, PUBLIC_URL is where it delivers webhooks
 * (PUBLIC_URL/api/paypal/webhook), PORT and HOST where it listens (loopback by default), and the /__test switches
 * exist only with PAYPAL_STAND_IN_FAULTS=1. The shop is pointed at it with PAYPAL_STAND_IN_URL.
 */
import '../../../require-node';
import { loadConfig } from '../../../config';
import { startStandIn } from './server';

try {
  const config = loadConfig();
  if (config.paypal.mode !== 'test') throw new Error('The stand-in is for test mode: unset the PAYPAL_* variables.');
  const host = config.host === 'localhost' ? '127.0.0.1' : config.host;
  const standIn = await startStandIn({
    clientId: config.paypal.clientId,
    clientSecret: config.paypal.clientSecret,
    webhook: { url: `${config.publicUrl}/api/paypal/webhook`, id: config.paypal.webhookId },
    testRoutes: config.paypal.testSwitches,
    host,
    port: config.port,
  });
  console.log(`PayPal stand-in listening at ${standIn.url} (webhooks to ${config.publicUrl}/api/paypal/webhook)`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
