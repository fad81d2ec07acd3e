/**
 * For the API tests: the calls a browser makes, and the links a customer would click in the e-mails (read from the
 * outbox table, where every message is queued). Registering follows the e-mailed link, as a new customer does.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { insertCustomOrder } from './order-test-data';
import { outbox, users, type NewCustomOrder } from '../../server/db/schema';

interface Answer {
  statusCode: number;
  body: string;
  cookies: Array<{ name: string; value: string }>;
}

/**
 * One app on a fresh database for the calling test file (built before its tests, closed after), and a client for it.
 * The client reaches the app when called, so it can be taken apart at the top of the file.
 */
export function accountTestHarness(env: Record<string, string> = {}, cookieName = 'pinshop_session') {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env);
  });
  afterAll(() => built?.close());
  return accountTestClient(() => {
    if (!built) throw new Error('the test app is built in beforeAll');
    return built;
  }, cookieName);
}

export function accountTestClient(app: TestApp | (() => TestApp), cookieName = 'pinshop_session') {
  const current = typeof app === 'function' ? app : () => app;
  let client = 0;
  /** A new client address per call unless one is given, so the per-address limits stay out of the way. */
  const nextAddress = () => {
    client += 1;
    return `10.${Math.floor(client / 62500) % 250}.${Math.floor(client / 250) % 250}.${client % 250}`;
  };

  const api = {
    /** The app and its database, for what no API call shows (rows, a clock moved by hand). */
    get t(): TestApp {
      return current();
    },

    post(url: string, payload: object, options: { cookie?: string; ip?: string } = {}) {
      return current().app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: options.ip ?? nextAddress(),
        headers: options.cookie ? { cookie: options.cookie } : {},
      });
    },

    get(url: string, cookie?: string) {
      return current().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    },

    sessionCookie(res: Answer): string {
      const cookie = res.cookies.find((c) => c.name === cookieName);
      if (!cookie) throw new Error(`no ${cookieName} cookie (status ${res.statusCode}: ${res.body})`);
      return `${cookieName}=${cookie.value}`;
    },

    /** Registers, then opens the link e-mailed to the address and presses its button: a new, signed-in account. */
    async register(username: string, email: string, password = 'green-fairway-42') {
      const res = await api.post('/api/auth/register', { username, email, password });
      if (res.statusCode !== 202) throw new Error(`register ${username}: ${res.statusCode} ${res.body}`);
      const token = await api.tokenFromMail(email, '/register/verify');
      const finished = await api.post('/api/auth/register/verify', { token });
      if (finished.statusCode !== 201) throw new Error(`finish ${username}: ${finished.statusCode} ${finished.body}`);
      return { user: finished.json<{ id: number; emailVerified: boolean }>(), cookie: api.sessionCookie(finished) };
    },

    /**
     * An account as those made before register-then-verify may still be: its address not proved yet, and one
     * `/verify-email` link on its way (as registering sent then), which is how it gets proved.
     */
    async registerUnverified(username: string, email: string, password = 'green-fairway-42') {
      const registered = await api.register(username, email, password);
      await current().database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, registered.user.id));
      const sent = await api.post('/api/auth/verify-email/resend', {}, { cookie: registered.cookie });
      if (sent.statusCode !== 200)
        throw new Error(`verification link for ${username}: ${sent.statusCode} ${sent.body}`);
      return { ...registered, user: { ...registered.user, emailVerified: false } };
    },

    /** A custom order whose deposit is paid (100 pins at $5.00), as the payment step stores it. */
    async insertCustomOrder(values: Pick<NewCustomOrder, 'customerEmail' | 'customerName' | 'userId'>) {
      return (await insertCustomOrder(current().database.db, values)).order;
    },

    /** The e-mails queued for an address, newest first. */
    async mailTo(email: string) {
      return current()
        .database.db.select()
        .from(outbox)
        .where(eq(sql`lower(${outbox.toAddress})`, email.toLowerCase()))
        .orderBy(desc(outbox.id));
    },

    /** The token of the newest link to `path` (`/register/verify`, `/reset-password`) e-mailed to the address. */
    async tokenFromMail(email: string, path: string): Promise<string> {
      for (const message of await api.mailTo(email)) {
        const found = new RegExp(`https?://[^/\\s]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(message.textBody);
        if (found) return found[1]!;
      }
      throw new Error(`no ${path} link e-mailed to ${email}`);
    },
  };
  return api;
}
