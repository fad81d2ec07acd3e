/**
 * Backup and restore of the embedded database's DATA_DIR (`npm run db:backup`, `npm run db:restore`): one
 * .tar.gz holding PGlite's own dump of pgdata (taken while no shop has it open, so it is consistent) and every
 * other file of DATA_DIR (uploads, mail, the session secret, the stand-in's credentials), except the image cache,
 * which is rebuilt on demand. A restore never deletes: the DATA_DIR it replaces is moved aside first.
 * PostgreSQL is backed up with its own tools (pg_dump / pg_restore: docs/deploy.md).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createPglite } from './pglite';

const run = promisify(execFile);

/** Not copied: pgdata is dumped by PGlite itself, the cache is rebuilt. */
const SKIPPED = new Set(['pgdata', 'cache']);
const FORMAT = 'pinshop-data-dir-backup/1';

export class BackupError extends Error {}

interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  files: string[];
}

/** PGlite keeps postmaster.pid in pgdata while a process has it open (a crash leaves it behind). */
function assertNotInUse(dataDir: string, force: boolean) {
  if (!force && existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))) {
    throw new BackupError(
      `The shop seems to be running on ${dataDir} (pgdata/postmaster.pid exists): stop it first. ` +
        'If it is not running (it crashed), add --force.',
    );
  }
}

async function withStaging<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pinshop-backup-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function backupDataDir(
  dataDir: string,
  outFile: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ file: string; files: string[] }> {
  if (!existsSync(path.join(dataDir, 'pgdata'))) throw new BackupError(`No embedded database in ${dataDir}/pgdata`);
  assertNotInUse(dataDir, force);
  return withStaging(async (staging) => {
    const db = await createPglite(path.join(dataDir, 'pgdata'));
    try {
      const dump = await db.dumpDataDir('gzip');
      await writeFile(path.join(staging, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    const files = (await readdir(dataDir)).filter((name) => !SKIPPED.has(name));
    await mkdir(path.join(staging, 'files'));
    for (const name of files) {
      await cp(path.join(dataDir, name), path.join(staging, 'files', name), { recursive: true });
    }
    const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), files };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const file = path.resolve(outFile);
    await mkdir(path.dirname(file), { recursive: true });
    await run('tar', ['-czf', file, '-C', staging, 'manifest.json', 'database.tar.gz', 'files']);
    return { file, files };
  });
}

export async function restoreDataDir(
  archive: string,
  dataDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ movedAside: string | null }> {
  if (!existsSync(archive)) throw new BackupError(`No backup at ${archive}`);
  assertNotInUse(dataDir, force);
  return withStaging(async (staging) => {
    try {
      await run('tar', ['-xzf', path.resolve(archive), '-C', staging]);
    } catch {
      throw new BackupError(`${archive} is not a pinshop backup (it could not be unpacked)`);
    }
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => '{}'),
    ) as Partial<Manifest>;
    if (manifest.format !== FORMAT || !existsSync(path.join(staging, 'database.tar.gz'))) {
      throw new BackupError(`${archive} is not a pinshop backup`);
    }
    let movedAside: string | null = null;
    if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
      movedAside = `${path.resolve(dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dataDir, movedAside);
    }
    await mkdir(dataDir, { recursive: true });
    await cp(path.join(staging, 'files'), dataDir, { recursive: true });
    const dump = await readFile(path.join(staging, 'database.tar.gz'));
    const db = await createPglite({ dataDir: path.join(dataDir, 'pgdata'), loadDataDir: new Blob([dump]) });
    try {
      await db.query('select 1');
    } finally {
      await db.close();
    }
    return { movedAside };
  });
}
