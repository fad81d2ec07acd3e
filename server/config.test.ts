import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function tempDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'pinshop-config-'));
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env }, { persistSecret: false });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('works with no variables at all: port 5000, localhost, embedded database', () => {
    const config = loadConfig({ DATA_DIR: tempDir() }, { persistSecret: false });
    expect(config.port).toBe(5000);
    expect(config.host).toBe('localhost');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.shop.location).toBe('Newport Beach, CA');
    expect(config.admin).toBeUndefined();
    expect(config.warnings).toEqual([]);
  });

  it('reports one line per bad variable, naming it', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    expect(problems).toHaveLength(3);
    expect(problems.some((line) => line.startsWith('PORT:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('DATABASE_URL:') && line.includes('postgres://'))).toBe(true);
    expect(problems.some((line) => line.startsWith('NODE_ENV:'))).toBe(true);
  });

  it('takes the overload limits from the environment, the same under NODE_ENV=test as in production', () => {
    const defaults = (NODE_ENV: string) =>
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV, SESSION_SECRET: 'x'.repeat(32) }, { persistSecret: false })
        .underPressure;
    expect(defaults('test')).toEqual(defaults('production'));
    expect(defaults('test')).toMatchObject({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      maxPageRenders: 200,
    });
    expect(defaults('test').maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
    const set = loadConfig(
      {
        DATA_DIR: tempDir(),
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '500',
        PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0.99',
        PRESSURE_MAX_HEAP_USED_MB: '300',
        MAX_PAGE_RENDERS: '50',
      },
      { persistSecret: false },
    ).underPressure;
    expect(set).toEqual({
      maxEventLoopDelayMs: 500,
      maxEventLoopUtilization: 0.99,
      maxHeapUsedBytes: 300 * 1024 * 1024,
      maxPageRenders: 50,
    });
    expect(problemsOf({ PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '1.5' })[0]).toMatch(
      /^PRESSURE_MAX_EVENT_LOOP_UTILIZATION:/,
    );
  });

  it('never prints a secret value in a problem line', () => {
    const problems = problemsOf({ SESSION_SECRET: 'short-secret-value' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('SESSION_SECRET');
    expect(problems[0]).not.toContain('short-secret-value');
  });

  it('requires the three ADMIN_* variables together', () => {
    expect(problemsOf({ ADMIN_USERNAME: 'owner' })).toEqual([
      'ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or none of them)',
    ]);
    const config = loadConfig(
      {
        DATA_DIR: tempDir(),
        ADMIN_USERNAME: 'owner',
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'long-enough-pw',
      },
      { persistSecret: false },
    );
    expect(config.admin).toEqual({ username: 'owner', email: 'owner@example.com', password: 'long-enough-pw' });
  });

  it('rejects an admin password shorter than 8 characters', () => {
    const problems = problemsOf({ ADMIN_USERNAME: 'owner', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' });
    expect(problems.some((line) => line.startsWith('ADMIN_PASSWORD:'))).toBe(true);
  });

  it('leaves a missing session secret to start-up (resolveSessionSecret) and never writes it', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.sessionSecretGiven).toBe(false);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
    const given = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'a-session-secret-of-at-least-32-chars' });
    expect(given).toMatchObject({ sessionSecret: 'a-session-secret-of-at-least-32-chars', sessionSecretGiven: true });
  });

  it('warns when listening beyond loopback without an https PUBLIC_URL', () => {
    const open = loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0' }, { persistSecret: false });
    expect(open.warnings.join('\n')).toMatch(/beyond loopback/);
    const behindTls = loadConfig(
      { DATA_DIR: tempDir(), HOST: '0.0.0.0', PUBLIC_URL: 'https://pins.example.com' },
      { persistSecret: false },
    );
    expect(behindTls.warnings).toEqual([]);
    expect(behindTls.publicUrl).toBe('https://pins.example.com');
  });

  it('reads the campaign rate (1-1000, default 10) and the postal address of marketing e-mail', () => {
    const defaults = loadConfig({ DATA_DIR: tempDir(), SHOP_NAME: 'Pins Co' }, { persistSecret: false });
    expect(defaults.campaigns.ratePerSecond).toBe(10);
    expect(defaults.shop.postalAddress).toBe('Pins Co, Newport Beach, CA');
    const set = loadConfig(
      {
        DATA_DIR: tempDir(),
        CAMPAIGN_RATE_PER_SECOND: '250',
        SHOP_POSTAL_ADDRESS: '1 Fairway Dr, Newport Beach, CA 92660',
      },
      { persistSecret: false },
    );
    expect(set.campaigns.ratePerSecond).toBe(250);
    expect(set.shop.postalAddress).toBe('1 Fairway Dr, Newport Beach, CA 92660');
    for (const bad of ['0', '1001', '2.5', 'fast']) {
      expect(problemsOf({ CAMPAIGN_RATE_PER_SECOND: bad })[0]).toMatch(/^CAMPAIGN_RATE_PER_SECOND:/);
    }
  });

  it('reads how often payment reminders are looked for (1-86400 seconds, default 300)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }, { persistSecret: false }).reminders.checkMs).toBe(300_000);
    const fast = loadConfig({ DATA_DIR: tempDir(), REMINDER_CHECK_SECONDS: '2' }, { persistSecret: false });
    expect(fast.reminders.checkMs).toBe(2_000);
    for (const bad of ['0', '86401', '1.5', 'often']) {
      expect(problemsOf({ REMINDER_CHECK_SECONDS: bad })[0]).toMatch(/^REMINDER_CHECK_SECONDS:/);
    }
  });

  it('reads the social profiles (https only); an unset one is absent', () => {
    const set = loadConfig(
      { DATA_DIR: tempDir(), SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/pinshop.golf' },
      { persistSecret: false },
    );
    expect(set.shop.social).toEqual({ instagram: 'https://www.instagram.com/pinshop.golf' });
    expect(loadConfig({ DATA_DIR: tempDir() }, { persistSecret: false }).shop.social).toEqual({});
    for (const bad of ['http://facebook.com/pinshop', 'javascript:alert(1)', 'pinshop']) {
      expect(problemsOf({ SOCIAL_FACEBOOK_URL: bad })[0]).toMatch(/^SOCIAL_FACEBOOK_URL:/);
    }
  });

  it('tells which shop fields the environment sets (empty is unset: the default, the owner may change it)', () => {
    const env = { DATA_DIR: tempDir(), SHOP_NAME: 'Env Pins', SALES_EMAIL: '', SOCIAL_X_URL: 'https://x.com/pins' };
    const config = loadConfig(env, { persistSecret: false });
    expect(config.shopSetByEnv).toEqual(['name', 'x']);
    expect(config.shop.salesEmail).toBe('sales@pinshop.example');
    expect(problemsOf({ SALES_EMAIL: 'sales at pins' })[0]).toMatch(/^SALES_EMAIL:/);
  });

  it('loads the demo into a new database unless SEED_DEMO=0', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }, { persistSecret: false }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '0' }, { persistSecret: false }).seedDemo).toBe(false);
    expect(problemsOf({ SEED_DEMO: 'maybe' })[0]).toMatch(/^SEED_DEMO:/);
  });
});
