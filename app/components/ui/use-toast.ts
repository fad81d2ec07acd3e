/**
 * A small toast store (after shadcn/ui's use-toast): `toast({ title, description, variant })` from
 * anywhere, <Toaster /> renders it. At most TOAST_LIMIT toasts at once (a new one replaces the old);
 * each shows for TOAST_DURATION_MS (the Toaster's provider); a dismissed toast leaves the store after
 * TOAST_REMOVE_DELAY_MS (shopper-spec section 9).
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT } from '../../../core/constants';

export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the Toaster's display time for this toast (ms). */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function setState(next: ToastState) {
  state = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setState({ toasts: state.toasts.filter((t) => t.id !== id) });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or every toast without an id. */
export function dismissToast(id?: string) {
  for (const t of state.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setState({
    toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
  });
}

export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { ...options, id, open: true };
  const dropped = state.toasts.slice(TOAST_LIMIT - 1);
  for (const t of dropped) {
    const timer = removeTimers.get(t.id);
    if (timer) clearTimeout(timer);
    removeTimers.delete(t.id);
  }
  setState({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) =>
      setState({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...next } : t)) }),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const serverSnapshot: ToastState = { toasts: [] };

export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverSnapshot,
  );
  return { ...current, toast, dismiss: dismissToast };
}
