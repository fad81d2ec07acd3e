// Writes app/components/ui/icons.svg, the sprite the shop's icons draw from (docs/decisions/020-icon-sprite.md): one
// <symbol> per icon named in app/components/ui/icons.tsx (the `IconName` union of lucide file names), holding lucide's own
// drawing of it, read from the installed lucide-react. The symbols carry no stroke or fill: each icon's outer <svg>
// sets them, and <use> passes them on. app/components/ui/icons.test.ts fails when the committed sprite is not what
// this writes now.
//
//   node scripts/icon-sprite.mjs   (after adding or removing a name in IconName)
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
export const ICONS_MODULE = path.join(ROOT, 'app/components/ui/icons.tsx');
export const SPRITE_FILE = path.join(ROOT, 'app/components/ui/icons.svg');

const ICON_NAME_UNION = /^export type IconName =([^;]*);/m;

/** The names of icons.tsx's `IconName` union (`| 'shopping-cart'` ...), in the order written. */
export function iconNames(source) {
  const union = ICON_NAME_UNION.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'([a-z0-9-]+)'/g)].map(([, name]) => name);
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (value) => String(value).replace(/[&<>"]/g, (char) => ESCAPES[char]);

/** One lucide icon node, `[tag, attributes, children?]`, as SVG markup; lucide's React `key`s are not SVG. */
function nodeMarkup([tag, attributes, children = []]) {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
  return children.length === 0 ? `<${tag}${attrs}/>` : `<${tag}${attrs}>${children.map(nodeMarkup).join('')}</${tag}>`;
}

const lucide = createRequire(import.meta.url);
const lucideVersion = () => lucide('lucide-react/package.json').version;

/** lucide's data for one icon (its kebab-case file name), from the package's own ES module. */
async function iconData(id) {
  const { __iconData: data } = await import(`lucide-react/icons/${id}`);
  if (data?.name !== id) throw new Error(`lucide-react has no icon "${id}"`);
  return data;
}

/** The sprite for the icons that `iconsSource` (the text of icons.tsx) names: one symbol per distinct name, sorted. */
export async function spriteFor(iconsSource) {
  const ids = [...new Set(iconNames(iconsSource))].sort();
  if (ids.length === 0) throw new Error('icons.tsx names no icon in `export type IconName = ...;`');
  const symbols = [];
  for (const id of ids) {
    const { size, node } = await iconData(id);
    symbols.push(`<symbol id="${id}" viewBox="0 0 ${size} ${size}">${node.map(nodeMarkup).join('')}</symbol>`);
  }
  return [
    `<!-- lucide-react ${lucideVersion()} (ISC license), written by scripts/icon-sprite.mjs: do not edit -->`,
    '<svg xmlns="http://www.w3.org/2000/svg">',
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
}

async function main() {
  const sprite = await spriteFor(await readFile(ICONS_MODULE, 'utf8'));
  await writeFile(SPRITE_FILE, sprite);
  const count = (sprite.match(/<symbol /g) ?? []).length;
  console.log(`wrote ${path.relative(ROOT, SPRITE_FILE)}: ${count} icons, ${sprite.length} bytes`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
