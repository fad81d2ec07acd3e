/**
 * The shop's class merge decides as tailwind-merge does for every class this app writes: Tailwind's own scanner finds
 * the class names in app/ (as the build does), its design system keeps those it makes CSS for, and every ordered pair
 * of them merges to the same classes. A pair decides every longer list too, since both drop a class only for a later
 * one in a conflicting group. When this fails after a new class, give its kind a rule in ./class-merge.ts.
 */
import { __unstable__loadDesignSystem } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses, SHOP_UTILITIES } from './class-merge';
import { cn } from './cn';

const APP = path.resolve('app');

async function shopClasses(): Promise<string[]> {
  const candidates = new Scanner({ sources: [{ base: APP, pattern: '**/*', negated: false }] }).scan();
  const design = await __unstable__loadDesignSystem(readFileSync(path.join(APP, 'app.css'), 'utf8'), { base: APP });
  const css = design.candidatesToCss(candidates);
  return candidates.filter((_, index) => css[index]);
}

describe('mergeClasses', () => {
  it('lets the later utility of a group win, per variant, and a shorthand override its sides', () => {
    expect(mergeClasses('px-2 py-1 px-4')).toBe('py-1 px-4');
    expect(mergeClasses('h-10 rounded-md px-4 h-12 rounded-lg px-6')).toBe('h-12 rounded-lg px-6');
    expect(mergeClasses('hover:bg-brand-700 bg-white hover:bg-slate-100')).toBe('bg-white hover:bg-slate-100');
    expect(mergeClasses('px-4 pt-2 p-0')).toBe('p-0');
    expect(mergeClasses('text-slate-600 text-sm text-brand-700')).toBe('text-sm text-brand-700');
  });

  it('merges every pair of the shop’s classes as tailwind-merge does', { timeout: 120_000 }, async () => {
    const classes = await shopClasses();
    expect(classes.length).toBeGreaterThan(500);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const list = `${first} ${second}`;
        const expected = twMerge(list);
        if (mergeClasses(list) !== expected) differences.push(`${list} -> ${expected}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('merges longer lists, stacked variants, importance and values of a known kind as tailwind-merge does', () => {
    const lists = [
      'hover:sm:px-2 sm:hover:px-4',
      '!p-2 p-4 !p-6',
      'p-2! p-4!',
      '-mt-2 mt-4',
      'text-sm/6 leading-7 text-lg',
      'leading-7 text-sm/6',
      'border-t-2 border border-x',
      'rounded-tl-lg rounded-t rounded-b-3xl rounded-lg',
      'inset-0 top-2 inset-x-4 left-1',
      'bg-white/10 bg-[length:24px_24px] bg-slate-50 bg-repeat',
      'px-2 py-1 hover:px-3 px-4 hover:p-0',
      'flex grid flex-col flex-wrap flex-1 basis-1/3 grow-0',
      'touch-none touch-pan-y touch-pinch-zoom touch-none',
      'line-clamp-2 block overflow-hidden line-clamp-3',
      'tabular-nums tabular-nums [&_a]:underline [&_a]:no-underline',
      '  px-2   px-4  ',
      '',
      'text-[11px] text-[#fff] text-center text-balance text-xs',
      'font-mono font-sans font-bold font-normal',
      'border-dashed border-solid outline-none outline-2 outline-offset-2 outline-brand-600 outline-white',
    ];
    for (const list of lists) expect(mergeClasses(list), list).toBe(twMerge(list));
  });
});

describe('cn', () => {
  it('skips the false, null and undefined of conditional classes, then lets the later utility win', () => {
    expect(cn('px-2 text-sm', false, null, undefined, '', 'px-4')).toBe('text-sm px-4');
    expect(cn()).toBe('');
  });

  it("keeps the shop's own utilities (app/app.css's @utility) as they are, as tailwind-merge does", () => {
    const css = readFileSync(new URL('../app.css', import.meta.url), 'utf8');
    expect([...css.matchAll(/^@utility ([\w-]+)/gm)].map(([, name]) => name)).toEqual(SHOP_UTILITIES);
    for (const name of SHOP_UTILITIES)
      expect(mergeClasses(`${name} ${name} p-2 p-4`)).toBe(twMerge(`${name} ${name} p-2 p-4`));
  });
});
