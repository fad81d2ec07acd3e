/**
 * One process per embedded database: PGlite keeps its whole database in the memory of the process that opened it,
 * so a second process on the same pgdata (the CLI while the shop runs, a second shop) writes behind the first one's
 * back: its changes go unseen, or the files are corrupted. The process that opens pgdata holds DATA_DIR/pgdata.lock
 * (its pid); another finds it and stops with one line. A lock whose process is gone (a crash, a kill -9) is stale
 * and taken over. PostgreSQL (DATABASE_URL) serves several processes itself and needs none of this.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Locks held by this process: a lock file with our own pid that we do not hold is a dead process's (pid reused). */
const held = new Set<string>();

export function lockFileOf(pgdataDir: string): string {
  return `${path.resolve(pgdataDir)}.lock`;
}

/** The pid holding the directory, when that process is alive (and is not this process's own stale file). */
export function lockHolder(pgdataDir: string): number | undefined {
  const file = lockFileOf(pgdataDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (pid === process.pid) return held.has(file) ? pid : undefined;
  return isAlive(pid) ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The one line another process prints: what holds the directory and what to do instead. */
export function inUseMessage(pgdataDir: string, pid: number, whatToDo: string): string {
  return `The shop is running on ${path.dirname(path.resolve(pgdataDir))} (process ${pid}): ${whatToDo}`;
}

/** Stops with DataDirInUseError when a live process holds the directory (backup and restore, which open no lock). */
export function assertDataDirFree(pgdataDir: string, whatToDo: string): void {
  const pid = lockHolder(pgdataDir);
  if (pid !== undefined) throw new DataDirInUseError(inUseMessage(pgdataDir, pid, whatToDo));
}

/**
 * Takes the directory's lock for this process (until `release`, or the process ends: the next opener finds the pid
 * gone). The file is created exclusively, so of two processes starting at once exactly one gets it.
 */
export function lockDataDir(pgdataDir: string, whatToDo: string): DataDirLock {
  const file = lockFileOf(pgdataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      held.add(file);
      return {
        file,
        release() {
          if (!held.delete(file)) return;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = lockHolder(pgdataDir);
      if (pid !== undefined) throw new DataDirInUseError(inUseMessage(pgdataDir, pid, whatToDo));
      // Stale: its process is gone. Removed and tried again; a process taking it meanwhile wins the exclusive create.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(inUseMessage(pgdataDir, lockHolder(pgdataDir) ?? 0, whatToDo));
}
