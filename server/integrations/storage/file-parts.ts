/**
 * A large file kept as numbered parts of a store (`<prefix>-00000`, `<prefix>-00001`, ...), so it is written and read
 * a part at a time whatever its size: the memory holds one part, and the local disk and S3 are used the same way
 * (an S3 object is written whole; parts spare a multipart upload). A part is written whole or not at all, so a writer
 * that stops can start again at the part after the last one it counted.
 */
import type { FileStore } from './file-store';

export const partKey = (prefix: string, index: number) => `${prefix}-${String(index).padStart(5, '0')}`;

/** Writes `source` as parts of about `partBytes` each, numbered from `firstPart`; how many parts and bytes. */
export async function writeParts(
  store: FileStore,
  prefix: string,
  source: AsyncIterable<Uint8Array | string>,
  options: { partBytes: number; contentType: string; firstPart?: number },
): Promise<{ parts: number; bytes: number }> {
  let index = options.firstPart ?? 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let bytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await store.put(partKey(prefix, index++), Buffer.concat(pending), options.contentType);
    pending = [];
    pendingBytes = 0;
  };
  for await (const chunk of source) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    pending.push(buffer);
    pendingBytes += buffer.length;
    bytes += buffer.length;
    if (pendingBytes >= options.partBytes) await flush();
  }
  await flush();
  return { parts: index - (options.firstPart ?? 0), bytes };
}

/** The parts' bytes in order, one part open at a time; a missing part ends the file with an error. */
export async function* readParts(store: FileStore, prefix: string, parts: number): AsyncGenerator<Buffer> {
  for (let index = 0; index < parts; index++) {
    const part = await store.get(partKey(prefix, index));
    if (!part) throw new Error(`file part missing: ${partKey(prefix, index)}`);
    for await (const chunk of part.body) yield Buffer.from(chunk as Uint8Array);
  }
}

/** Removes the parts (those already gone are fine). */
export async function removeParts(store: FileStore, prefix: string, parts: number): Promise<void> {
  for (let index = 0; index < parts; index++) await store.remove(partKey(prefix, index));
}
