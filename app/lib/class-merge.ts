/**
 * Later Tailwind utilities win over earlier ones ("px-2 px-4" -> "px-4"), as tailwind-merge decides, for the kinds of
 * utility this shop writes. tailwind-merge itself (its table of every Tailwind utility, ~9 KB gzip) was in every page's
 * first load (decision 021). This file is too, so it holds only what the shop needs, as three tables of plain text, which
 * compress best: a kind of utility the shop does not write (shadow colours, ring offsets, ...) has no rule.
 * ./class-merge.test.ts checks every pair of class names written in app/ against tailwind-merge, so a new class that
 * needs a rule fails there.
 *
 * The algorithm is tailwind-merge's: from the last class to the first, a class is dropped when a later one with the
 * same variants (sm:, hover:, ...) and importance is in its group or in a group that overrides it (p-* overrides px-*).
 */

/** The rows of a table written one a line. */
const lines = (table: string) => table.trim().split('\n');

/**
 * Groups a class's whole name decides, as `group pattern` rows: the first row whose pattern matches wins (`hidden` is
 * in display, text-sm in text-size). A kind's values are all listed where the shop writes one of them (font-mono: all
 * families), so that a new value of a known kind needs no new rule.
 */
const PATTERNS = lines(String.raw`
display ^(block|inline-block|inline|flex|inline-flex|table|inline-table|table-row|table-cell|flow-root)$
display ^(grid|inline-grid|contents|list-item|hidden)$
position ^(static|fixed|absolute|relative|sticky)$
visibility ^(visible|invisible|collapse)$
text-transform ^(uppercase|lowercase|capitalize|normal-case)$
text-decoration ^(underline|overline|line-through|no-underline)$
font-style ^(italic|not-italic)$
text-overflow ^(truncate|text-ellipsis|text-clip)$
font-smoothing ^(antialiased|subpixel-antialiased)$
sr ^(sr-only|not-sr-only)$
isolation ^(isolate|isolation-auto)$
border-collapse ^border-(collapse|separate)$
text-size ^text-(xs|sm|base|lg|\d*xl|\[[\d.]+(px|r?em)\])$
text-align ^text-(left|center|right|justify|start|end)$
text-wrap ^text-(wrap|nowrap|balance|pretty)$
font-family ^font-(sans|serif|mono)$
bg-size ^bg-\[length:
bg-image ^bg-\[.*gradient\(
bg-repeat ^bg-(no-)?repeat
border-w ^border(-\d+|-\[[\d.]+px\])?$
border-style ^border-(solid|dashed|dotted|double|hidden|none)$
outline-offset ^outline-offset-
outline-w ^outline(-\d+|-\[[\d.]+px\])?$
outline-style ^outline-(solid|dashed|dotted|double|hidden|none)$
ring-w ^ring(-\d+|-\[[\d.]+px\])?$
ring-inset ^ring-inset$
flex-direction ^flex-(row|col)
flex-wrap ^flex-.*wrap
from-position ^from-.*%$
via-position ^via-.*%$
to-position ^to-.*%$
`).map((row) => {
  const [group = '', pattern = ''] = row.split(' ');
  return [group, new RegExp(pattern)] as const;
});

/**
 * Any other class is in the group of its utility, the longest of these names it starts with, whole words between
 * dashes (`max-w-xl` is in max-w, `border-t-2` in border-t, `text-white` in text). A class none of them starts with is
 * another name, always kept. bg-gradient-to-b is in bg, the colours, as tailwind-merge 3 reads Tailwind 3's name.
 */
const UTILITIES = new Set(
  lines(`
p px py pt pr pb pl m mx my mt mr mb ml gap gap-x gap-y space-y inset inset-x inset-y top right bottom left z
size w h min-w min-h max-w max-h aspect basis grow shrink flex grid-cols col row
items self justify justify-self content object list overflow overflow-x overflow-y whitespace line-clamp
text font leading tracking decoration underline-offset align break bg from via to fill
border border-x border-y border-t border-r border-b border-l outline ring shadow opacity grayscale
rounded rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l
rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl
transition duration animate scale translate-x translate-y rotate
pointer-events select cursor resize scroll-mt touch touch-pan touch-pinch-zoom
`)
    .join(' ')
    .split(' '),
);

/** A group, then the groups it overrides: the sides a shorthand sets (p-* sets px-* and pt-*), and so on. */
const OVERRIDES = lines(`
overflow overflow-x overflow-y
inset inset-x inset-y top right bottom left
inset-x right left
inset-y top bottom
flex basis grow shrink
gap gap-x gap-y
p px py pt pr pb pl
px pr pl
py pt pb
m mx my mt mr mb ml
mx mr ml
my mt mb
size w h
text-size leading
line-clamp display overflow
rounded rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl
rounded-s rounded-ss rounded-es
rounded-e rounded-se rounded-ee
rounded-t rounded-tl rounded-tr
rounded-r rounded-tr rounded-br
rounded-b rounded-br rounded-bl
rounded-l rounded-tl rounded-bl
border-w border-x border-y border-t border-r border-b border-l
border-x border-r border-l
border-y border-t border-b
touch touch-pan touch-pinch-zoom
touch-pan touch
touch-pinch-zoom touch
`);

/** Each group's row of OVERRIDES: the group, then those it overrides. */
const overridden = new Map(OVERRIDES.map((row) => [row.slice(0, row.indexOf(' ')), row.split(' ')]));

/** The utilities app/app.css defines with `@utility` (class-merge.test.ts checks the list against it). */
export const SHOP_UTILITIES = ['render-near-view'];

/** The group of a class without its variants, importance, minus sign and modifier, or undefined for another name. */
function groupOf(name: string): string | undefined {
  // An arbitrary property ([--near-view-height:39rem]) conflicts with the same property's other values.
  const arbitrary = /^\[([\w-]+):.+\]$/.exec(name);
  if (arbitrary) return `[${arbitrary[1]}]`;
  const row = PATTERNS.find(([, pattern]) => pattern.test(name));
  if (row) return row[0];
  for (let utility = name; ; utility = utility.slice(0, utility.lastIndexOf('-'))) {
    if (UTILITIES.has(utility)) return utility;
    if (!utility.includes('-')) return undefined;
  }
}

/** Each class's variants, importance and group, found once: a page asks about the same classes again and again. */
const parsed = new Map<string, [variants: string, group: string]>();

function parse(className: string): [variants: string, group: string] {
  // Variants end at colons outside brackets ([&_a:hover]:underline) and their order does not matter (hover:sm: is
  // sm:hover:). tailwind-merge keeps arbitrary and pseudo-element variants in place; the shop stacks none of them.
  const variants = className.split(/:(?![^[]*\])/);
  const name = variants.pop() ?? '';
  // Importance (! at either end) sets a class apart; a minus sign and an opacity or line height after a slash do not.
  const important = /^!|!$/.test(name) ? '!' : '';
  // The shop's own utilities are no Tailwind class: kept as they are (group ''), as tailwind-merge keeps them.
  if (SHOP_UTILITIES.includes(name)) return ['', ''];
  return [`${variants.sort().join(':')}${important}:`, groupOf(name.replace(/^!?-?|!$|\/[^\]]*$/g, '')) ?? className];
}

/**
 * Each list's result, found once: a page's components pass the same few hundred lists at every render, and the
 * browser's hydration of a catalogue page spent tens of milliseconds merging them again (decision 021). Bounded, since a
 * list may carry a value (an id, a width) that differs from call to call.
 */
const merged = new Map<string, string>();
const MERGED_MAX = 2_000;

export function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    if (merged.size >= MERGED_MAX) merged.clear();
    merged.set(classList, (result = merge(classList)));
  }
  return result;
}

function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const className of classList.trim().split(/\s+/).reverse()) {
    let entry = parsed.get(className);
    if (!entry) parsed.set(className, (entry = parse(className)));
    const [variants, group] = entry;
    if (group === '') {
      kept.push(className);
      continue;
    }
    if (taken.has(variants + group)) continue;
    // The class's group and those it overrides are taken for these variants.
    for (const other of overridden.get(group) ?? [group]) {
      taken.add(variants + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
