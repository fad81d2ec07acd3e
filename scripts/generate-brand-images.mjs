/**
 * Renders the raster brand images that structured data and social cards point at: social sites and Google's
 * logo guidelines want PNG or JPEG, not SVG. Run by hand when a source drawing changes; the output is committed.
 *   node scripts/generate-brand-images.mjs
 */
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
