/**
 * Keeps toasts off a primary action. A panel that holds one (a drawer's footer with its main button) registers
 * itself with `useKeepToastsClear`; while it is on screen the toast viewport moves beside it (to its left when there
 * is room for a toast there, else just above it), and goes back to its corner when it is gone.
 */
import { useEffect, useState, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';

/** The viewport's widest (sm:max-w-sm, padding included). */
export const TOAST_VIEWPORT_WIDTH = 384;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

let kept: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setKept(element: HTMLElement | null) {
  kept = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** While the calling component is mounted, toasts stay clear of `ref`'s element. */
export function useKeepToastsClear(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setKept(element);
    return () => {
      if (kept === element) setKept(null);
    };
  }, [ref]);
}

/**
 * Where the viewport goes (its `right`, `bottom` and width, in CSS pixels of the screen) so that no toast overlaps
 * `avoid`: to its left, at the bottom of the screen, when a toast fits there; else above it, as wide as it.
 */
export function placementClearOf(avoid: Box, screen: { width: number; height: number }): CSSProperties {
  if (avoid.left >= TOAST_VIEWPORT_WIDTH) {
    return { right: Math.max(0, screen.width - avoid.left), bottom: 0, maxWidth: TOAST_VIEWPORT_WIDTH };
  }
  return {
    right: Math.max(0, screen.width - avoid.right),
    bottom: Math.max(0, screen.height - avoid.top),
    maxWidth: Math.max(0, avoid.right - avoid.left),
  };
}

/** The viewport's style while something is kept clear (measured again as it moves, resizes or finishes sliding in). */
export function useToastPlacement(): CSSProperties | undefined {
  const element = useSyncExternalStore(
    subscribe,
    () => kept,
    () => null,
  );
  const [style, setStyle] = useState<CSSProperties>();

  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const root = document.documentElement;
      setStyle(
        placementClearOf(element.getBoundingClientRect(), { width: root.clientWidth, height: root.clientHeight }),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    // A drawer slides in: its place is known once the animation ends.
    document.addEventListener('animationend', measure, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      document.removeEventListener('animationend', measure, true);
    };
  }, [element]);

  return element ? style : undefined;
}
