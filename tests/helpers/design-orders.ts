/**
 * Several designs in one order (decision 045): the designer's prepare call with one artwork file per design, and the
 * order a deposit makes of it, as a browser sends them.
 */
import { randomBytes } from 'node:crypto';
import { designFileField } from '../../core/designs';
import type { App } from '../../server/app';
import { PNG_BYTES, type FilePart } from './multipart';
import { RUSH_GOLD_ORDER } from './custom-orders';

/** The 100 rush gold pins of RUSH_GOLD_ORDER as three designs: two holes and the clubhouse. */
export const THREE_DESIGNS = [
  { name: 'Hole 7', quantity: 25 },
  { name: 'Hole 12', quantity: 25 },
  { name: 'Clubhouse', quantity: 50 },
];

export const THREE_DESIGN_ORDER = { ...RUSH_GOLD_ORDER, designs: THREE_DESIGNS };

/** A multipart/form-data body with any number of files. */
export function multipartFiles(fields: Record<string, string | number>, files: FilePart[]) {
  const boundary = `----pinshop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Design n's artwork as the designer sends it: `logo`, `logo2`... (a small PNG named after the design). */
export function designFile(n: number, bytes: Buffer = PNG_BYTES): FilePart {
  return { field: designFileField(n), filename: `design-${n}.png`, contentType: 'image/png', bytes };
}

let client = 0;

/** POST /api/custom-orders/prepare with `orderData` and these files (design 1..n's PNG by default). */
export function prepareDesigns(app: App, orderData: object, files?: FilePart[]) {
  const designs = (orderData as { designs?: unknown[] }).designs ?? [];
  const parts = files ?? designs.map((_, index) => designFile(index + 1));
  client += 1;
  return app.inject({
    method: 'POST',
    url: '/api/custom-orders/prepare',
    remoteAddress: `10.45.${Math.floor(client / 250)}.${client % 250}`,
    ...multipartFiles({ orderData: JSON.stringify(orderData) }, parts),
  });
}
