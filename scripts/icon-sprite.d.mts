export const ICONS_MODULE: string;
export const SPRITE_FILE: string;
/** Each `export const Name = icon('id')` of icons.tsx: the export's name and the sprite id it draws. */
export function iconExports(source: string): { name: string; id: string }[];
/** The sprite for the icons that `iconsSource` (the text of icons.tsx) exports: one symbol per distinct id, sorted. */
export function spriteFor(iconsSource: string): Promise<string>;
