import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class names; later Tailwind utilities win over earlier ones ("px-2 px-4" -> "px-4"), as tailwind-merge does. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
