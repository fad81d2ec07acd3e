import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../core/schemas/accounts';
import { accountTestHarness } from '../../../tests/helpers/account-test-client';
import { LOGIN_LIMITS } from './login-throttle';

const api = accountTestHarness();

const login = (username: string, password: string, ip?: string) =>
  api.post('/api/auth/login', { username, password }, { ip });

async function failFrom(ip: string, username: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await login(username, `wrong-guess-${i}`, ip)).statusCode);
  return statuses;
}

function expectHeldBack(res: Awaited<ReturnType<typeof login>>, seconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(seconds));
  expect(res.json()).toEqual({
    message: `${ACCOUNT_MESSAGES.tooManyFailedLogins} Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    retryAfterSeconds: seconds,
  });
}

describe('login limits', () => {
  it('wrong passwords from many addresses never lock the owner out: the right one from a fresh address gets in', async () => {
    await api.register('tiger', 'tiger@example.com', 'fifteen-majors-15');
    for (let i = 0; i < 12; i += 1) {
      expect((await login('tiger', `guess-number-${i}`)).statusCode).toBe(401);
    }
    const owner = await login('tiger', 'fifteen-majors-15');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('holds back an address that keeps failing, for longer each time, and says when to come back', async () => {
    await api.register('rory-m', 'rory.m@example.com', 'career-slam-25');
    const free = LOGIN_LIMITS.freeFailuresPerUsername;
    expect(await failFrom('10.200.0.1', 'rory-m', free)).toEqual(Array<number>(free).fill(401));
    // Even the right password waits here (the guesser must not learn it from this address)...
    expectHeldBack(await login('rory-m', 'career-slam-25', '10.200.0.1'), 1);
    // ...while the owner elsewhere is not held back.
    expect((await login('rory-m', 'career-slam-25', '10.200.0.2')).statusCode).toBe(200);

    await sleep(1_100);
    expect(await failFrom('10.200.0.1', 'rory-m', 1)).toEqual([401]);
    expectHeldBack(await login('rory-m', 'wrong-again', '10.200.0.1'), 2);
  });

  it('treats an unknown username exactly like a real one, so the limits reveal no account', async () => {
    await api.register('real-one', 'real.one@example.com', 'real-password-11');
    const free = LOGIN_LIMITS.freeFailuresPerUsername;
    expect(await failFrom('10.201.0.1', 'ghost-golfer', free)).toEqual(await failFrom('10.201.0.2', 'real-one', free));
    const ghost = await login('ghost-golfer', 'x-wrong-x', '10.201.0.1');
    const real = await login('real-one', 'x-wrong-x', '10.201.0.2');
    expectHeldBack(ghost, 1);
    expectHeldBack(real, 1);
  });

  it('still limits one address over every username, with Retry-After', async () => {
    let res = await login('user-0', 'whatever-1', '10.99.0.1');
    for (let i = 1; i <= 20 && res.statusCode !== 429; i += 1)
      res = await login(`user-${i}`, 'whatever-1', '10.99.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the shop-wide limit (the not-found handler) answers 429 with Retry-After too', async () => {
    let res = await api.get('/api/no-such-route-0');
    for (let i = 1; i <= 121 && res.statusCode !== 429; i += 1) res = await api.get(`/api/no-such-route-${i}`);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
