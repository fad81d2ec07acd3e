import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live: the local disk by default, S3-compatible storage when configured. */
export interface FileStore {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

export function createLocalFileStore(dir: string): FileStore {
  return {
    kind: 'local',
    async put(key, body) {
      assertSafeKey(key);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, key);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      if (!SAFE_KEY.test(key) || key.includes('..')) return null;
      const file = path.join(dir, key);
      try {
        const info = await stat(file);
        return { body: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path.join(dir, key), { force: true });
    },
  };
}
