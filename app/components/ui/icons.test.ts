import { readFile } from 'node:fs/promises';
import LucideShoppingCart from 'lucide-react/icons/shopping-cart';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICONS_MODULE, SPRITE_FILE, iconExports, spriteFor } from '../../../scripts/icon-sprite.mjs';
import * as icons from './icons';
import { ShoppingCart, type IconProps } from './icons';

const render = (component: ComponentType<IconProps>, props: IconProps = {}) =>
  renderToStaticMarkup(createElement(component, props));

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

  it('has a symbol for every icon the module exports, and the script sees every export', async () => {
    const sprite = await readFile(SPRITE_FILE, 'utf8');
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id));
    const components = Object.entries(icons).filter(([, value]) => typeof value === 'function');
    const seen = iconExports(await readFile(ICONS_MODULE, 'utf8')).map(({ name }) => name);
    expect(seen.sort()).toEqual(components.map(([name]) => name).sort());
    for (const [name, component] of components) {
      const href = /<use href="[^"#]*#([^"]+)"/.exec(render(component as ComponentType<IconProps>))?.[1];
      expect(symbols.has(href ?? ''), `${name} draws #${href}`).toBe(true);
    }
  });
});

describe('an icon', () => {
  it("renders lucide's outer <svg>: size, stroke, classes, aria-hidden, and the caller's props", () => {
    for (const props of [{}, { className: 'size-4 text-brand-600', strokeWidth: 3 }, { 'aria-label': 'Cart' }]) {
      expect(outerAttributes(render(ShoppingCart, props))).toEqual(outerAttributes(render(LucideShoppingCart, props)));
    }
  });

  it('is hidden from screen readers unless given a label, a title or a role', () => {
    expect(outerAttributes(render(ShoppingCart))['aria-hidden']).toBe('true');
    expect(outerAttributes(render(ShoppingCart, { 'aria-label': 'Cart' }))).not.toHaveProperty('aria-hidden');
    expect(outerAttributes(render(ShoppingCart, { role: 'img' }))).not.toHaveProperty('aria-hidden');
  });

  it("draws its symbol from the sprite's file", () => {
    expect(render(ShoppingCart)).toMatch(/<use href="[^"]*icons[^"]*\.svg[^"#]*#shopping-cart"><\/use><\/svg>$/);
  });
});
