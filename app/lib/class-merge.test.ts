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
import { mergeClasses } from './class-merge';

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
});
