import { createStore } from '../store/create-store';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** Overrides the Toaster's default (5000 ms, admin 2000 ms). */
  autoCloseMs?: number;
}

export interface Toast extends ToastOptions {
  id: number;
  kind: ToastKind;
  text: string;
}

const maxShown = 5;
let nextId = 1;

export const toastStore = createStore<readonly Toast[]>([]);

function show(kind: ToastKind, text: string, options: ToastOptions = {}): number {
  // The same notice raised twice at once (two screens failing the same way) shows once.
  const same = toastStore.get().find((t) => t.kind === kind && t.text === text);
  if (same) return same.id;
  const id = nextId++;
  toastStore.set((toasts) => [...toasts, { id, kind, text, ...options }].slice(-maxShown));
  return id;
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  warning: (text: string, options?: ToastOptions) => show('warning', text, options),
  dismiss(id: number): void {
    toastStore.set((toasts) =>
      toasts.some((t) => t.id === id) ? toasts.filter((t) => t.id !== id) : toasts,
    );
  },
  clear(): void {
    toastStore.set([]);
  },
};
