import { existsSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite';
import { describe, expect, it } from 'vitest';
import { backupDataDir, BackupError, restoreDataDir } from './backup';

async function withDatabase<T>(dataDir: string, fn: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await createPglite(path.join(dataDir, 'pgdata'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const names = (dataDir: string) =>
  withDatabase(dataDir, async (db) => (await db.query<{ name: string }>('select name from pins order by name')).rows);

describe('backup and restore of DATA_DIR (embedded database)', () => {
  it('restores the database and the uploads as they were at the backup, keeping what it replaced', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'pinshop-backup-test-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    await withDatabase(dataDir, async (db) => {
      await db.exec("create table pins (name text); insert into pins values ('Masters Gnome'), ('Pebble Flag');");
    });
    writeFileSync(path.join(dataDir, 'uploads', 'logo.png'), 'the logo');
    writeFileSync(path.join(dataDir, 'session-secret'), 'secret');

    const archive = path.join(root, 'backups', 'shop.tar.gz');
    const { files } = await backupDataDir(dataDir, archive);
    expect(files.sort()).toEqual(['session-secret', 'uploads']);

    // Life goes on: a new row, an upload replaced, another added.
    await withDatabase(dataDir, (db) =>
      db.exec("insert into pins values ('After Backup'); delete from pins where name = 'Pebble Flag';"),
    );
    writeFileSync(path.join(dataDir, 'uploads', 'logo.png'), 'changed');
    writeFileSync(path.join(dataDir, 'uploads', 'new.png'), 'new');

    const { movedAside } = await restoreDataDir(archive, dataDir);
    expect(await names(dataDir)).toEqual([{ name: 'Masters Gnome' }, { name: 'Pebble Flag' }]);
    expect(readFileSync(path.join(dataDir, 'uploads', 'logo.png'), 'utf8')).toBe('the logo');
    expect(existsSync(path.join(dataDir, 'uploads', 'new.png'))).toBe(false);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe('secret');
    // Nothing is lost by a restore: the replaced DATA_DIR is kept beside it.
    expect(movedAside).not.toBeNull();
    expect(readdirSync(path.join(movedAside!, 'uploads')).sort()).toEqual(['logo.png', 'new.png']);
  });

  it('refuses while a shop has the database open, and refuses a file that is not a backup', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'pinshop-backup-test-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir);
    const open = await createPglite(path.join(dataDir, 'pgdata'));
    try {
      await expect(backupDataDir(dataDir, path.join(root, 'b.tar.gz'))).rejects.toThrow(/stop it first/);
    } finally {
      await open.close();
    }
    const bogus = path.join(root, 'not-a-backup.tar.gz');
    writeFileSync(bogus, 'hello');
    await expect(restoreDataDir(bogus, path.join(root, 'other'))).rejects.toBeInstanceOf(BackupError);
    expect(existsSync(path.join(root, 'other'))).toBe(false);
  });
});
