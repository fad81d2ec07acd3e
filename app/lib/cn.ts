import { mergeClasses } from './class-merge';

/**
 * Joins class names, skipping the false, null and undefined of conditional ones (`active && 'bg-brand-50'`); later
 * Tailwind utilities win over earlier ones ("px-2 px-4" -> "px-4"), as tailwind-merge does. Every call passes only
 * these, so clsx (its objects and arrays of class names) is not needed: the type turns away anything else.
 */
export function cn(...inputs: (string | false | null | undefined)[]): string {
  return mergeClasses(inputs.filter(Boolean).join(' '));
}
