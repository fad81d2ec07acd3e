/**
 * Later Tailwind utilities win over earlier ones ("px-2 px-4" -> "px-4"), as tailwind-merge decides, for the utility
 * groups this shop writes. tailwind-merge itself (its table of every Tailwind utility, ~9 KB gzip) was in every page's
 * first load (issue 16). ./class-merge.test.ts checks every pair of class names written in app/ against tailwind-merge,
 * so a utility of a new kind that needs a rule here fails there.
 *
 * The algorithm is tailwind-merge's: from the last class to the first, a class is dropped when a later one with the same
 * variants (sm:, hover:, ...) and importance is in its group, or in a group that overrides it (p-* overrides px-*).
 */

/** Sides and corners a shorthand overrides (tailwind-merge's conflictingClassGroups, for the groups below). */
const OVERRIDES: Record<string, readonly string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'].concat(
    ['ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map((corner) => `rounded-${corner}`),
  ),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-color-${side}`),
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
};

const SIZE = /^(?:xs|sm|base|lg|xl|\d+xl|\[[\d.]+(?:px|r?em)\])$/;
const SHADOW = /^(?:2xs|xs|sm|md|lg|xl|2xl|inner|none|\[.*\])$/;
const RADIUS = /^(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[.*\])$/;
const WIDTH = /^(?:\d+|\[[\d.]+px\])$/;
const SIDE = /^(x|y|s|e|t|r|b|l)$/;

/** Whole-class groups: the class name is the group's member. */
const KEYWORDS: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display:
    'block inline-block inline flex inline-flex table inline-table table-row table-cell flow-root grid inline-grid contents list-item hidden',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-decoration': 'underline overline line-through no-underline',
  'font-style': 'italic not-italic',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'font-smoothing': 'antialiased subpixel-antialiased',
  sr: 'sr-only not-sr-only',
  isolation: 'isolate isolation-auto',
})) {
  for (const name of names.split(' ')) KEYWORDS[name] = group;
}

function textGroup(value: string): string {
  if (SIZE.test(value)) return 'font-size';
  if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-alignment';
  if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
  return 'text-color';
}

function backgroundGroup(value: string): string {
  if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
  if (/^(auto|cover|contain)$|^\[(length|size):/.test(value)) return 'bg-size';
  // tailwind-merge 3 reads bg-gradient-to-* (Tailwind 3's name) as a colour: kept so, to decide as it does.
  if (/^(none$|\[(url|image):|\[.*gradient\()/.test(value)) return 'bg-image';
  if (/^(center|top|bottom|left|right)/.test(value)) return 'bg-position';
  if (/^(no-)?repeat/.test(value)) return 'bg-repeat';
  if (/^(clip|origin)-/.test(value)) return `bg-${value.split('-')[0]}`;
  return 'bg-color';
}

function borderGroup(value: string): string {
  const [side = '', ...rest] = value.split('-');
  if (SIDE.test(side)) return `border-${rest.length === 0 || WIDTH.test(rest.join('-')) ? 'w' : 'color'}-${side}`;
  if (WIDTH.test(value)) return 'border-w';
  if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style';
  if (/^(collapse|separate)$/.test(value)) return 'border-collapse';
  return 'border-color';
}

function outlineGroup(value: string): string {
  if (value.startsWith('offset-')) return 'outline-offset';
  if (WIDTH.test(value)) return 'outline-w';
  if (/^(none|solid|dashed|dotted|double|hidden)$/.test(value)) return 'outline-style';
  return 'outline-color';
}

function ringGroup(value: string): string {
  if (value.startsWith('offset-')) return WIDTH.test(value.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
  if (WIDTH.test(value)) return 'ring-w';
  return value === 'inset' ? 'ring-w-inset' : 'ring-color';
}

function roundedGroup(value: string): string {
  const [corner = '', ...rest] = value.split('-');
  const cornerOnly = /^(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)$/.test(corner);
  return cornerOnly && (rest.length === 0 || RADIUS.test(rest.join('-'))) ? `rounded-${corner}` : 'rounded';
}

function touchGroup(value: string): string {
  if (/^pan-(x|left|right)$/.test(value)) return 'touch-x';
  if (/^pan-(y|up|down)$/.test(value)) return 'touch-y';
  return value === 'pinch-zoom' ? 'touch-pz' : 'touch';
}

/** One of two groups: `second` when the value matches `pattern`, else `first`. */
const either =
  (pattern: RegExp, second: string, first: string) =>
  (value: string): string =>
    pattern.test(value) ? second : first;

/** A group per leading word (`break-after-*` is break-after), else `rest`. */
const byWord =
  (pattern: RegExp, prefix: string, rest: string) =>
  (value: string): string =>
    pattern.test(value) ? `${prefix}-${value.split('-')[0]}` : rest;

/** [prefix, group of the value] in order: the first prefix the class starts with decides. */
const PREFIXED: [string, (value: string) => string][] = [
  ['text-', textGroup],
  ['font-', either(/^(sans|serif|mono)$/, 'font-family', 'font-weight')],
  ['bg-', backgroundGroup],
  ['border-', borderGroup],
  ['outline-', outlineGroup],
  ['ring-', ringGroup],
  ['shadow-', either(SHADOW, 'shadow', 'shadow-color')],
  ['rounded-', roundedGroup],
  [
    'flex-',
    (v) =>
      /^(row|col)(-reverse)?$/.test(v)
        ? 'flex-direction'
        : either(/^(wrap|wrap-reverse|nowrap)$/, 'flex-wrap', 'flex')(v),
  ],
  ['justify-', (v) => (/^(items|self)-/.test(v) ? `justify-${v.split('-')[0]}` : 'justify-content')],
  ['object-', either(/^(contain|cover|fill|none|scale-down)$/, 'object-fit', 'object-position')],
  ['list-', either(/^(inside|outside)$/, 'list-style-position', 'list-style-type')],
  ['break-', byWord(/^(after|before|inside)-/, 'break', 'break')],
  ['touch-', touchGroup],
  ['transition-', either(/^(discrete|normal)$/, 'transition-behavior', 'transition')],
  ['col-', byWord(/^(start|end)-/, 'col', 'col-start-end')],
  ['row-', byWord(/^(start|end)-/, 'row', 'row-start-end')],
];

/** Groups named by their prefix (`w-4` is in w), longest first so that `max-w-` is not read as `w-`. */
const NAMED = (
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml gap-x gap-y gap space-x space-y size w h min-w min-h max-w ' +
  'max-h inset-x inset-y inset top right bottom left start end z opacity duration delay ease leading tracking from ' +
  'via to aspect basis grow shrink grid-cols grid-rows items self content place-items place-content place-self ' +
  'overflow-x overflow-y overflow whitespace line-clamp pointer-events select cursor underline-offset decoration ' +
  'align animate fill stroke scroll-mt scroll-mb scroll-pt scale-x scale-y scale translate-x translate-y rotate ' +
  'grayscale resize order'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);

const GRADIENT: Record<string, string> = { from: 'gradient-from', via: 'gradient-via', to: 'gradient-to' };

/** The utility group of a class without its variants, importance and minus sign, or undefined for another name. */
export function utilityGroup(name: string): string | undefined {
  if (KEYWORDS[name]) return KEYWORDS[name];
  if (/^(grow|shrink|grayscale|resize|transition|shadow|rounded|border|outline|ring)$/.test(name)) {
    return { border: 'border-w', outline: 'outline-w', ring: 'ring-w' }[name] ?? name;
  }
  for (const [prefix, group] of PREFIXED) if (name.startsWith(prefix)) return group(name.slice(prefix.length));
  const named = NAMED.find((prefix) => name.startsWith(`${prefix}-`));
  if (!named) return undefined;
  const value = name.slice(named.length + 1);
  if (named in GRADIENT) return /^[\d.]+%$/.test(value) ? `${GRADIENT[named]}-pos` : GRADIENT[named];
  return named;
}

/** Variants (sorted where their order does not matter, as tailwind-merge does) and the class itself. */
function parse(className: string): { variants: string; name: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of parts) {
    if (
      variant.startsWith('[') ||
      /^(\*|\*\*|after|backdrop|before|details-content|file|first-letter|first-line|marker|placeholder|selection)$/.test(
        variant,
      )
    ) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  let name = className.slice(start);
  let important = '';
  if (name.startsWith('!') || name.endsWith('!')) {
    important = '!';
    name = name.startsWith('!') ? name.slice(1) : name.slice(0, -1);
  }
  return { variants: important + sorted.join(':'), name: name.startsWith('-') ? name.slice(1) : name };
}

/** The opacity or line height after a slash (`bg-white/10`, `text-sm/6`), outside brackets. */
function withoutModifier(name: string): string {
  const slash = name.lastIndexOf('/');
  return slash > 0 && !name.slice(slash).includes(']') ? name.slice(0, slash) : name;
}

export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const seen = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index];
    if (!className || seen.has(className)) continue;
    seen.add(className);
    const { variants, name } = parse(className);
    const group = utilityGroup(withoutModifier(name)) ?? utilityGroup(name);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    const key = `${variants}:${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(`${variants}:${overridden}`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
