import { useSyncExternalStore } from 'react';
import type { AppName } from './app-names';

const loading = new Set<AppName>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function markLoading(name: AppName, isLoading: boolean): void {
  if (isLoading === loading.has(name)) return;
  if (isLoading) loading.add(name);
  else loading.delete(name);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while some microfrontend's code is still on its way (the layout shows a spinner). */
export function isRemoteLoading(): boolean {
  return loading.size > 0;
}

export function useRemoteLoading(): boolean {
  return useSyncExternalStore(subscribe, isRemoteLoading, () => false);
}
