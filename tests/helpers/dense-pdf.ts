/**
 * A one-page PDF of dense vector art, written out by hand: a compressed content stream of `lines` line operators
 * (`l`), the kind of proof that once kept pdfjs busy for a minute. A few KB however many lines it draws.
 */
import { deflateSync } from 'node:zlib';

export function densePdf(lines: number): Buffer {
  const ops: string[] = ['0 0 0 RG 0.1 w 10 10 m'];
  // Zig-zags across the whole page: long crossing strokes are what is slow to paint. A short cycle compresses well.
  for (let i = 0; i < lines; i++) ops.push(i % 2 ? `585 ${(i % 16) * 51} l` : `10 ${(i % 15) * 54} l`);
  ops.push('S');
  const content = deflateSync(Buffer.from(ops.join('\n'), 'latin1'));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << >> >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (chunk: Buffer) => {
    parts.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(Buffer.from(`4 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'));
  push(content);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}
