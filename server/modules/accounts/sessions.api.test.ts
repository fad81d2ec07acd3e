import { describe, expect, it } from 'vitest';
import { accountTestHarness } from '../../../tests/helpers/account-test-client';

type Client = ReturnType<typeof accountTestHarness>;

/** The answer that signs a new account in: the e-mailed link's button. */
async function finishRegistration(api: Client, username: string, email: string) {
  const registered = await api.post('/api/auth/register', { username, email, password: 'green-fairway-42' });
  expect(registered.statusCode, registered.body).toBe(202);
  return api.post('/api/auth/register/verify', { token: await api.tokenFromMail(email, '/register/verify') });
}

describe('the session cookie', () => {
  const secureShop = accountTestHarness({ PUBLIC_URL: 'https://pins.example.com' }, '__Host-pinshop_session');
  const localShop = accountTestHarness();

  it('is __Host-pinshop_session (Secure, Path=/, no Domain) when PUBLIC_URL is https', async () => {
    const api = secureShop;
    const res = await finishRegistration(api, 'secure-sam', 'sam@example.com');
    expect(res.statusCode, res.body).toBe(201);
    const cookie = res.cookies.find((c) => c.name === '__Host-pinshop_session');
    expect(cookie).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.map((c) => c.name)).toEqual(['__Host-pinshop_session']);

    const signedIn = api.sessionCookie(res);
    expect((await api.get('/api/auth/user', signedIn)).json()).toMatchObject({ username: 'secure-sam' });
    // The unprefixed name (which a subdomain or an http page could plant) is not read over https.
    const planted = signedIn.replace('__Host-pinshop_session=', 'pinshop_session=');
    expect((await api.get('/api/auth/user', planted)).statusCode).toBe(401);

    const out = await api.post('/api/auth/logout', {}, { cookie: signedIn });
    const cleared = out.cookies.find((c) => c.name === '__Host-pinshop_session');
    expect(cleared).toMatchObject({ value: '', path: '/', secure: true });
  });

  it('is pinshop_session, not Secure, when PUBLIC_URL is plain http (development)', async () => {
    const api = localShop;
    const res = await finishRegistration(api, 'local-lee', 'lee@example.com');
    const cookie = res.cookies.find((c) => c.name === 'pinshop_session');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeFalsy();
  });
});
