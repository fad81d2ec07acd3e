import { describe, expect, it } from 'vitest';
import { accountTestHarness } from './account-test-client';

describe('the session cookie', () => {
  const secureShop = accountTestHarness({ PUBLIC_URL: 'https://pins.example.com' }, '__Host-pinshop_session');
  const localShop = accountTestHarness();

  it('is __Host-pinshop_session (Secure, Path=/, no Domain) when PUBLIC_URL is https', async () => {
    const api = secureShop;
    const res = await api.post('/api/auth/register', {
      username: 'secure-sam',
      email: 'sam@example.com',
      password: 'green-fairway-42',
    });
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
    const res = await api.post('/api/auth/register', {
      username: 'local-lee',
      email: 'lee@example.com',
      password: 'green-fairway-42',
    });
    const cookie = res.cookies.find((c) => c.name === 'pinshop_session');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeFalsy();
  });
});
