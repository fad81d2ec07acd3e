/**
 * Renders the raster brand images that structured data and social cards point at: social sites and Google's
 * logo guidelines want PNG or JPEG, not SVG. Run by hand when a source drawing changes; the output is committed.
 *   node scripts/generate-brand-images.mjs
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const brand = path.join(root, 'public/images/brand');

// The organisation's logo (JSON-LD Organization.logo, BlogPosting.publisher.logo): the favicon's mark, square.
await sharp(path.join(brand, 'logo.svg'), { density: 1152 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(path.join(brand, 'logo.png'));

// The default share image: the home page's hero drawing cut to the 1200x630 (1.91:1) that cards show uncropped.
await sharp(path.join(root, 'public/images/home/custom-pins.svg'))
  .resize(1200, 630, { fit: 'cover', position: 'centre' })
  .jpeg({ quality: 85, mozjpeg: true })
  .toFile(path.join(brand, 'social-card.jpg'));

// Icons: browsers ask for /favicon.ico on their own (16, 32 and 48 px PNGs inside one ICO), phones for the touch
// icon, and the web manifest names the 192 and 512 px icons.
const icon = (size) =>
  sharp(path.join(brand, 'logo.svg'), { density: 1152 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
await sharp(await icon(180)).toFile(path.join(root, 'public/apple-touch-icon.png'));
await sharp(await icon(192)).toFile(path.join(brand, 'icon-192.png'));
await sharp(await icon(512)).toFile(path.join(brand, 'icon-512.png'));
const sizes = [16, 32, 48];
const pngs = await Promise.all(sizes.map(icon));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(pngs[index].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += pngs[index].length;
});
await writeFile(path.join(root, 'public/favicon.ico'), Buffer.concat([header, ...pngs]));
