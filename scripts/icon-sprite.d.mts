export const ICONS_MODULE: string;
export const SPRITE_FILE: string;
/** The names of icons.tsx's `IconName` union (`| 'shopping-cart'` ...), in the order written. */
export function iconNames(source: string): string[];
/** The sprite for the icons that `iconsSource` (the text of icons.tsx) names: one symbol per distinct name, sorted. */
export function spriteFor(iconsSource: string): Promise<string>;
