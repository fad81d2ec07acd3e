/**
 * Order numbers customers and staff quote: the kind's letter and a number that grows from 1001, so a catalogue
 * order (C-1001) and a custom order (W-1001) never read the same. Built from the row id, never stored.
 */
export const ORDER_NUMBER_PREFIX = { catalogue: 'C', custom: 'W' } as const;
export type OrderKind = keyof typeof ORDER_NUMBER_PREFIX;

const OFFSET = 1000;

export function orderNumber(kind: OrderKind, id: number): string {
  return `${ORDER_NUMBER_PREFIX[kind]}-${id + OFFSET}`;
}

/**
 * Reads what a customer types: "C-1001", "c1001", "#W-1002", " w 1002 ". Null for anything else (a bare number
 * names no kind, so it is not an order number).
 */
export function parseOrderNumber(text: string): { kind: OrderKind; id: number } | null {
  const match = /^#?\s*([CW])\s*-?\s*(\d{4,9})$/i.exec(text.trim());
  if (!match) return null;
  const id = Number(match[2]) - OFFSET;
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return { kind: match[1]!.toUpperCase() === 'C' ? 'catalogue' : 'custom', id };
}
