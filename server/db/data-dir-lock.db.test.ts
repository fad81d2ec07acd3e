/**
 * One process per embedded database: while a shop has DATA_DIR/pgdata open, a second open (another shop, or the CLI's
 * admin:create, migrate, backup) stops with one line saying the shop is running and what to do; a lock left by a
 * process that is gone is taken over.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../bootstrap';
import { loadConfig } from '../config';
import { projectRoot } from '../paths';
import { DataDirInUseError, lockFileOf } from './data-dir-lock';

function configFor(dataDir: string) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0' }, { persistSecret: false });
}

/** The CLI as `npm run <command>` runs it, in its own process; its exit code and what it printed to stderr. */
function cli(dataDir: string, args: string[]) {
  return run(dataDir, ['server/cli.ts', ...args]);
}

/** A script of ours in its own process (through tsx, as npm runs it). */
function run(dataDir: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('the embedded database directory', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-lock-'));
  const pgdata = path.join(dataDir, 'pgdata');
  const running = `The shop is running on ${dataDir} (process ${process.pid}): `;

  it('is held by the process that opens it; a second open stops with one line', async () => {
    const shop = await openConfiguredDatabase(configFor(dataDir));
    try {
      expect(readFileSync(lockFileOf(pgdata), 'utf8').trim()).toBe(String(process.pid));
      const second = openConfiguredDatabase(configFor(dataDir), { whatToDo: 'stop it first' });
      await expect(second).rejects.toThrow(DataDirInUseError);
      await expect(second).rejects.toThrow(`${running}stop it first`);

      // Three processes, each loading the server through tsx: at once, as each is refused on its own.
      const [admin, secondShop, backup] = await Promise.all([
        cli(dataDir, ['admin:create', '--username', 'owner', '--email', 'owner@pins.example']),
        run(dataDir, ['server/main.ts']),
        cli(dataDir, ['backup', '--out', path.join(dataDir, 'b.tar.gz')]),
      ]);
      expect(admin.code).toBe(1);
      expect(admin.stderr).toBe(
        `${running}stop the shop first, or set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD and restart it\n`,
      );
      expect(secondShop).toEqual({
        code: 1,
        stderr: `${running}stop it first, or give this one its own DATA_DIR\n`,
      });
      expect(backup).toEqual({ code: 1, stderr: `${running}stop the shop first, then back up\n` });
      expect(existsSync(path.join(dataDir, 'b.tar.gz'))).toBe(false);
    } finally {
      await shop.close();
    }
    expect(existsSync(lockFileOf(pgdata))).toBe(false);
  });

  it('is taken over from a process that is gone', async () => {
    // A process that has ended: its pid names nobody (a crash or kill -9 left its lock behind).
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(lockFileOf(pgdata), `${gone.stdout.trim()}\n`);
    const shop = await openConfiguredDatabase(configFor(dataDir));
    try {
      expect(readFileSync(lockFileOf(pgdata), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await shop.close();
    }
  });

  it('left by an earlier life of this very pid (a container restarted) is stale too', async () => {
    writeFileSync(lockFileOf(pgdata), `${process.pid}\n`);
    const shop = await openConfiguredDatabase(configFor(dataDir));
    await shop.close();
    expect(existsSync(lockFileOf(pgdata))).toBe(false);
  });
});
