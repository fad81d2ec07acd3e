/**
 * The .eml files the file transport writes (DATA_DIR/mail), read the way a mail client would: headers unfolded,
 * the text and HTML parts with their transfer encoding undone.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ParsedEml {
  file: string;
  /** Header names lowercased; values unfolded. */
  headers: Record<string, string>;
  text: string;
  html: string;
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

/** The part of `raw` of this content type, decoded ('' when there is none). */
function part(mail: string, headers: Record<string, string>, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const chunks = boundary ? mail.split(`\n--${boundary}`) : [mail];
  for (const chunk of chunks) {
    const [head = '', ...rest] = chunk.replace(/^\n/, '').split('\n\n');
    const partHeaders = headersOf(head);
    if (!partHeaders['content-type']?.toLowerCase().startsWith(type)) continue;
    return decode(rest.join('\n\n'), partHeaders['content-transfer-encoding']?.toLowerCase());
  }
  return '';
}

export function parseEml(raw: string, file = ''): ParsedEml {
  const mail = raw.replace(/\r\n/g, '\n');
  const [head = ''] = mail.split('\n\n', 1);
  const headers = headersOf(head);
  return { file, headers, text: part(mail, headers, 'text/plain'), html: part(mail, headers, 'text/html') };
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
