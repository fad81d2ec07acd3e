/**
 * Private files (a customer's tax exemption certificate): kept in a store of their own, DATA_DIR/private-uploads or
 * the bucket's `private/` prefix, which no public path reads (`/uploads/...` and the `/img/...` variants read the
 * public store only). The module that owns the file serves it through its own guarded route. A file is first kept
 * by `uploads.accept` (type by bytes, cleaned, a row in `uploads`) and then moved here; a file kept before private
 * files existed is moved the same way, at start or when it is first read.
 */
import type { Readable } from 'node:stream';
import type { FileStore } from '../../integrations/storage/file-store';

export interface PrivateFiles {
  /** Moves the file out of the public store; false when it is not there (moved already). */
  makePrivate(storageKey: string, mimeType: string): Promise<boolean>;
  /** The private file, moved first if it was still public; null when it is in neither store. */
  read(storageKey: string, mimeType: string): Promise<{ body: Readable; size: number } | null>;
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function createPrivateFiles(publicStore: FileStore, privateStore: FileStore): PrivateFiles {
  async function makePrivate(storageKey: string, mimeType: string): Promise<boolean> {
    const file = await publicStore.get(storageKey);
    if (!file) return false;
    // Copied, then removed: a crash in between leaves the file in both, and the next move finishes it.
    await privateStore.put(storageKey, await bytesOf(file.body), mimeType);
    await publicStore.remove(storageKey);
    return true;
  }

  return {
    makePrivate,
    async read(storageKey, mimeType) {
      const file = await privateStore.get(storageKey);
      if (file) return file;
      await makePrivate(storageKey, mimeType);
      return privateStore.get(storageKey);
    },
  };
}
