/**
 * The .eml files the file transport writes (DATA_DIR/mail), read the way a mail client would: headers unfolded,
 * the text and HTML parts (inside multipart/mixed and multipart/alternative) with their transfer encoding undone,
 * and the attached files.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ParsedEml {
  file: string;
  /** Header names lowercased; values unfolded. */
  headers: Record<string, string>;
  text: string;
  html: string;
  /** The files it carries (base64 undone). */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** The leaf parts of a message, multipart/mixed and multipart/alternative opened in turn. */
function leaves(headers: Record<string, string>, body: string): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return [{ headers, body }];
  // The preamble before the first boundary is no part.
  const chunks = `\n${body}`.split(`\n--${boundary}`).slice(1);
  return chunks.flatMap((chunk) => {
    if (chunk.startsWith('--')) return [];
    const [head = '', ...rest] = chunk.replace(/^\n/, '').split('\n\n');
    return leaves(headersOf(head), rest.join('\n\n'));
  });
}

/** The first leaf of this content type, decoded ('' when there is none). */
function part(parts: MimePart[], type: 'text/plain' | 'text/html'): string {
  const found = parts.find((leaf) => leaf.headers['content-type']?.toLowerCase().startsWith(type));
  return found ? decode(found.body, found.headers['content-transfer-encoding']?.toLowerCase()) : '';
}

export function parseEml(raw: string, file = ''): ParsedEml {
  const mail = raw.replace(/\r\n/g, '\n');
  const [head = ''] = mail.split('\n\n', 1);
  const headers = headersOf(head);
  const parts = leaves(headers, mail.slice(head.length + 2));
  const attachments = parts
    .filter((leaf) => /^attachment/i.test(leaf.headers['content-disposition'] ?? ''))
    .map((leaf) => ({
      filename: /filename="?([^";]+)"?/i.exec(leaf.headers['content-disposition']!)?.[1] ?? '',
      contentType: (leaf.headers['content-type'] ?? '').split(';')[0]!.trim(),
      content: Buffer.from(leaf.body.replace(/\s+/g, ''), 'base64'),
    }));
  return { file, headers, text: part(parts, 'text/plain'), html: part(parts, 'text/html'), attachments };
}

/** Every complete .eml in `dataDir`/mail. */
export async function readMailDir(dataDir: string): Promise<ParsedEml[]> {
  const dir = path.join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return Promise.all(names.map(async (name) => parseEml(await readFile(path.join(dir, name), 'utf8'), name)));
}

/** The .eml file names in `dataDir`/mail (one per outbox id: a resend overwrites its own file). */
export async function emlNames(dataDir: string): Promise<string[]> {
  return (await readdir(path.join(dataDir, 'mail')).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.eml'),
  );
}
