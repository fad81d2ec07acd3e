// Writes the artwork pre-flight fixtures to tests/fixtures/artwork (committed; run again only to change them):
//   node scripts/artwork-fixtures.mjs
// Each is small: flat drawings compress to a few KB.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const DIR = 'tests/fixtures/artwork';
mkdirSync(DIR, { recursive: true });

const svg = (width, height, body) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

// 240 px JPEG: a club crest photographed small (240 DPI at 1 inch).
const crest = svg(
  240,
  240,
  '<rect width="240" height="240" fill="#ffffff"/><circle cx="120" cy="120" r="100" fill="#1f6f3f"/>' +
    '<circle cx="120" cy="120" r="55" fill="#f2c230"/>',
);
writeFileSync(`${DIR}/crest-240.jpg`, await sharp(crest).jpeg({ quality: 85 }).toBuffer());

// 2400 px PNG with 14 colours: a grid of flat blocks, each a clearly different colour.
const FOURTEEN = ['#d7263d', '#f46036', '#f9c80e', '#2e294e', '#1b998b', '#c5d86d', '#ffffff', '#000000'];
FOURTEEN.push('#8e44ad', '#3498db', '#e67e22', '#7f8c8d', '#f5b7b1', '#145a32');
const blocks = FOURTEEN.map(
  (fill, i) => `<rect x="${(i % 7) * 343}" y="${Math.floor(i / 7) * 600}" width="343" height="600" fill="${fill}"/>`,
).join('');
writeFileSync(
  `${DIR}/palette-2400.png`,
  await sharp(svg(2400, 1200, `<rect width="2400" height="1200" fill="#ffffff"/>${blocks}`))
    .png({ compressionLevel: 9, palette: true, colours: 16 })
    .toBuffer(),
);

// A clean 3-colour SVG: white ground, green disc, yellow flag; nothing thinner than a few millimetres at 1 inch.
writeFileSync(
  `${DIR}/flag-3-colours.svg`,
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
  <rect width="100" height="100" fill="#ffffff"/>
  <circle cx="50" cy="50" r="42" fill="#1f6f3f"/>
  <path d="M42 22h8v56h-8zM50 22l26 12-26 12z" fill="#f2c230"/>
</svg>
`,
);

// A thin-line logo: a bold ring and hairlines (6 px of 1200: about 0.19 mm at 1.5 inch) on a transparent ground.
const hairlines = [300, 450, 600, 750, 900]
  .map((x) => `<rect x="${x}" y="250" width="6" height="700" fill="#101820"/>`)
  .join('');
writeFileSync(
  `${DIR}/thin-lines.png`,
  await sharp(
    svg(1200, 1200, `<circle cx="600" cy="600" r="520" fill="none" stroke="#101820" stroke-width="80"/>${hairlines}`),
  )
    .png({ compressionLevel: 9, palette: true, colours: 16 })
    .toBuffer(),
);
