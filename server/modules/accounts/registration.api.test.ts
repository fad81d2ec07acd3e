import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../core/schemas/accounts';
import { pendingRegistrations, users } from '../../db/schema';
import { accountTestHarness } from '../../../tests/helpers/account-test-client';
import { LINK_EMAILS_PER_HOUR } from './account-tokens';

const api = accountTestHarness();

const registration = (username: string, email: string, ip?: string) =>
  api.post('/api/auth/register', { username, email, password: 'links-at-dawn-18' }, { ip });

/** What a client can tell two answers apart by: status, body and the headers that carry meaning. */
function visible(res: Awaited<ReturnType<typeof registration>>) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
}

const usersNamed = (username: string) => api.t.database.db.select().from(users).where(eq(users.username, username));

describe('register, then verify', () => {
  it('answers a taken e-mail exactly as a new one; only the inbox differs, and the link creates the account', async () => {
    await api.register('course-owner', 'taken@example.com');

    const fresh = await registration('newcomer', 'new@example.com');
    const taken = await registration('intruder', 'Taken@Example.com');
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json()).toEqual({ message: ACCOUNT_MESSAGES.registrationLinkSent });
    expect(visible(taken)).toEqual(visible(fresh));
    expect(fresh.headers['set-cookie']).toBeUndefined();
    expect(await usersNamed('newcomer')).toEqual([]);
    expect(await usersNamed('intruder')).toEqual([]);

    // The owner of the taken address is told, with the ways in, and gets no link that creates anything.
    const [notice] = await api.mailTo('taken@example.com');
    expect(notice!.subject).toBe('Someone tried to create a Pinshop Golf Pins account with your e-mail address');
    expect(notice!.textBody).toContain('sign in with your username, course-owner, at http://shop.test/login');
    expect(notice!.textBody).toContain('http://shop.test/forgot-password');
    expect(notice!.textBody).not.toContain('/register/verify');

    // The new address gets the link; its token is kept only as a hash.
    const [mail] = await api.mailTo('new@example.com');
    expect(mail!.subject).toBe('Finish creating your Pinshop Golf Pins account');
    expect(mail!.textBody).toMatch(/http:\/\/shop\.test\/register\/verify\?token=[\w-]{43}\b/);
    const token = await api.tokenFromMail('new@example.com', '/register/verify');
    const stored = await api.t.database.db.select().from(pendingRegistrations);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(mail!.payload)).not.toContain(token);

    const finished = await api.post('/api/auth/register/verify', { token });
    expect(finished.statusCode, finished.body).toBe(201);
    expect(finished.json()).toMatchObject({ username: 'newcomer', email: 'new@example.com', emailVerified: true });
    const me = await api.get('/api/auth/user', api.sessionCookie(finished));
    expect(me.json()).toMatchObject({ username: 'newcomer', role: 'user', emailVerified: true });
    const login = await api.post('/api/auth/login', { username: 'newcomer', password: 'links-at-dawn-18' });
    expect(login.statusCode).toBe(200);

    const again = await api.post('/api/auth/register/verify', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.registrationLinkUsed });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an expired link, and a first link once the address registered again', async () => {
    expect((await registration('late-starter', 'late@example.com')).statusCode).toBe(202);
    const token = await api.tokenFromMail('late@example.com', '/register/verify');
    await api.t.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.emailKey, 'late@example.com'));
    const expired = await api.post('/api/auth/register/verify', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: ACCOUNT_MESSAGES.registrationLinkExpired });
    expect(await usersNamed('late-starter')).toEqual([]);

    expect((await registration('first-try', 'twice@example.com')).statusCode).toBe(202);
    const first = await api.tokenFromMail('twice@example.com', '/register/verify');
    expect((await registration('second-try', 'Twice@example.com')).statusCode).toBe(202);
    const second = await api.tokenFromMail('twice@example.com', '/register/verify');
    expect(second).not.toBe(first);
    const replaced = await api.post('/api/auth/register/verify', { token: first });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json()).toEqual({ message: ACCOUNT_MESSAGES.registrationLinkInvalid });
    const finished = await api.post('/api/auth/register/verify', { token: second });
    expect(finished.json()).toMatchObject({ username: 'second-try', email: 'Twice@example.com' });

    const malformed = await api.post('/api/auth/register/verify', { token: 'cut-off' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(ACCOUNT_MESSAGES.registrationLinkInvalid);
  });

  it('refuses a username taken between the registration and its link with the usual 409', async () => {
    expect((await registration('same-name', 'slow@example.com')).statusCode).toBe(202);
    expect((await registration('same-name', 'quick@example.com')).statusCode).toBe(202);
    const slow = await api.tokenFromMail('slow@example.com', '/register/verify');
    const quick = await api.tokenFromMail('quick@example.com', '/register/verify');
    expect((await api.post('/api/auth/register/verify', { token: quick })).statusCode).toBe(201);
    const late = await api.post('/api/auth/register/verify', { token: slow });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: ACCOUNT_MESSAGES.usernameTaken });
    expect(late.headers['set-cookie']).toBeUndefined();
  });

  it(`sends an address at most ${LINK_EMAILS_PER_HOUR} registration e-mails an hour, answering as usual`, async () => {
    await api.register('inbox-owner', 'flooded@example.com');
    const answers = [];
    for (let i = 0; i <= LINK_EMAILS_PER_HOUR; i += 1)
      answers.push(visible(await registration(`f-${i}`, 'flooded@example.com')));
    for (let i = 0; i <= LINK_EMAILS_PER_HOUR; i += 1)
      answers.push(visible(await registration(`n-${i}`, 'spam@example.com')));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // The owner's own link at registration counts too: then notices, up to the hour's share.
    expect(await api.mailTo('flooded@example.com')).toHaveLength(LINK_EMAILS_PER_HOUR);
    expect(await api.mailTo('spam@example.com')).toHaveLength(LINK_EMAILS_PER_HOUR);
  });

  it('limits the username check (and every registration) to 10 an hour per address', async () => {
    await api.register('famous-name', 'famous@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await registration('famous-name', `guess-${i}@example.com`, '10.250.0.1')).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses[10]).toBe(429);
  });
});
