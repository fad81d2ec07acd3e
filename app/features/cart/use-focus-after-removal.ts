/**
 * A removed line takes its focused button with it, and the browser drops the focus on the page's body (a keyboard
 * user would start again from the top). The focus goes to the Remove button of the line now in its place, or of
 * the new last line. The empty drawer (last line removed) focuses its own heading.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { CartItemDto } from '../../../core/schemas/cart';

/** Whether the focus was lost (on the body, or on nothing): only then is it moved. */
export function focusWasLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

export function useFocusAfterRemoval(list: RefObject<HTMLUListElement | null>, items: readonly CartItemDto[]): void {
  const previous = useRef<readonly number[]>(items.map((item) => item.id));

  useLayoutEffect(() => {
    const before = previous.current;
    const now = items.map((item) => item.id);
    previous.current = now;
    const removedAt = before.findIndex((id) => !now.includes(id));
    if (removedAt < 0 || now.length === 0 || !focusWasLost()) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-line-remove]');
    if (!buttons || buttons.length === 0) return;
    buttons[Math.min(removedAt, buttons.length - 1)]?.focus();
  }, [items, list]);
}
