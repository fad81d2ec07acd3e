/**
 * html-validate for the shop's server-rendered pages (tests/e2e/html-validate.spec.ts; by hand:
 * `npx html-validate --config .htmlvalidate.mjs page.html`). The recommended rules; the ones below follow React's
 * output where no component of ours can change it (how React serialises markup, what Radix renders), each with its
 * reason, and each is narrowed to that output rather than switched off. Every other rule stays as recommended.
 * An .mjs file rather than .htmlvalidate.json so each reason sits beside its rule.
 */
import { defineConfig } from 'html-validate';

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (`<meta/>`, `<img/>`, `<input/>`): check for that style instead.
    'void-style': ['error', { style: 'selfclose' }],
    // React keeps the DOM property's camelCase for some attributes (`charSet`, `srcSet`, `autoComplete`,
    // `fetchPriority`); HTML attribute names are case-insensitive, so both spellings mean the same.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes a true boolean attribute as `disabled=""` and an empty one as `hidden=""`.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React's useId() makes ids like `_R_1l35_`: valid HTML5 ids (no spaces), not the stricter HTML4 form.
    'valid-id': ['error', { relaxed: true }],
    // React's `style` prop is the one way to set a value computed while rendering (the Radix slider's thumb and
    // range, Radix Toast's pointer-events, a bar's width, a placeholder's height); fixed styling stays in classes.
    'no-inline-style': [
      'error',
      { allowedProperties: ['display', 'position', 'left', 'right', 'transform', 'pointer-events', 'width', 'height'] },
    ],
    // Radix Toast (app/components/ui/toaster.tsx) always wraps its viewport in `<div role="region">`, a React element
    // no prop of it replaces; our own regions are <section>s, which the rule still asks for everywhere else.
    'prefer-native-element': ['error', { exclude: ['region'] }],
  },
});
