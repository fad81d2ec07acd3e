import { readFile } from 'node:fs/promises';
import LucideShoppingCart from 'lucide-react/icons/shopping-cart';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICONS_MODULE, SPRITE_FILE, iconNames, spriteFor } from '../../../scripts/icon-sprite.mjs';
import { Icon, type IconName, type IconProps } from './icons';

type Props = Omit<IconProps, 'name'>;
const render = (name: IconName, props: Props = {}) => renderToStaticMarkup(createElement(Icon, { name, ...props }));
const renderLucide = (props: Props) => renderToStaticMarkup(createElement(LucideShoppingCart, props));

/** The attributes of the outer <svg> of some markup, by name. */
function outerAttributes(markup: string): Record<string, string> {
  const tag = /^<svg\b([^>]*)>/.exec(markup)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

describe('the icon sprite', () => {
  it('is what scripts/icon-sprite.mjs writes for icons.tsx now (run `node scripts/icon-sprite.mjs` after editing it)', async () => {
    const [source, committed] = await Promise.all([readFile(ICONS_MODULE, 'utf8'), readFile(SPRITE_FILE, 'utf8')]);
    expect(committed).toBe(await spriteFor(source));
  });

  it('has a symbol for every name of IconName, and the icon draws it', async () => {
    const sprite = await readFile(SPRITE_FILE, 'utf8');
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id));
    const names = iconNames(await readFile(ICONS_MODULE, 'utf8')) as IconName[];
    expect(names).toContain('shopping-cart');
    for (const name of names) {
      const href = /<use href="[^"#]*#([^"]+)"/.exec(render(name))?.[1];
      expect(href).toBe(name);
      expect(symbols.has(name), `#${name} in icons.svg`).toBe(true);
    }
  });
});

/** lucide's stroke attributes, which the `.lucide` rule of app/app.css gives every icon instead. */
const STROKE_ATTRIBUTES = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'];

function withoutStroke(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).filter(([name]) => name !== 'xmlns' && !STROKE_ATTRIBUTES.includes(name)),
  );
}

describe('an icon', () => {
  it("renders lucide's outer <svg> (size, classes, aria-hidden, the caller's props) without its stroke attributes", () => {
    for (const props of [{}, { className: 'size-4 text-brand-600' }, { 'aria-label': 'Cart' }]) {
      const attributes = outerAttributes(render('shopping-cart', props));
      expect(attributes).toEqual(withoutStroke(outerAttributes(renderLucide(props))));
      for (const name of STROKE_ATTRIBUTES) expect(attributes).not.toHaveProperty(name);
    }
  });

  it("gets lucide's stroke from the .lucide rule of app/app.css", async () => {
    const css = await readFile(new URL('../../app.css', import.meta.url), 'utf8');
    const rule = /\.lucide\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries(
      [...rule.matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, property, value]) => [property, (value ?? '').trim()]),
    );
    const lucide = outerAttributes(renderLucide({}));
    expect(declared).toEqual(Object.fromEntries(STROKE_ATTRIBUTES.map((name) => [name, lucide[name]])));
  });

  it('is hidden from screen readers unless given a label, a title or a role', () => {
    expect(outerAttributes(render('shopping-cart'))['aria-hidden']).toBe('true');
    expect(outerAttributes(render('shopping-cart', { 'aria-label': 'Cart' }))).not.toHaveProperty('aria-hidden');
    expect(outerAttributes(render('shopping-cart', { role: 'img' }))).not.toHaveProperty('aria-hidden');
  });

  it("draws its symbol from the sprite's file", () => {
    expect(render('shopping-cart')).toMatch(/<use href="[^"]*icons[^"]*\.svg[^"#]*#shopping-cart"><\/use><\/svg>$/);
  });
});
