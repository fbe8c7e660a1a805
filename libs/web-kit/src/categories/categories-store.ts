import type { Category } from '@glow/contracts';
import { useEffect } from 'react';
import { api } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { createStore, useStore } from '../store/create-store';

export interface CategoriesState {
  categories: Category[];
  loading: boolean;
  error: string | null;
}

const defaultMessage = 'Failed to load categories.';

const categoriesStore = createStore<CategoriesState>({ categories: [], loading: true, error: null });

let started: Promise<void> | null = null;

async function load(): Promise<void> {
  categoriesStore.set((s) => ({ ...s, loading: true, error: null }));
  try {
    const answer = await api.get<Category[]>('/categories', { defaultMessage, publicRoute: true });
    categoriesStore.set({ categories: Array.isArray(answer) ? answer : [], loading: false, error: null });
  } catch (error) {
    const message = error instanceof ApiError ? error.message : defaultMessage;
    categoriesStore.set((s) => ({ ...s, loading: false, error: message }));
  }
}

export const categories = {
  /** Loads the categories once per page; later calls share the first load. */
  start(): Promise<void> {
    started ??= load();
    return started;
  },
  /** After an admin changed the categories. */
  reload(): Promise<void> {
    started = load();
    return started;
  },
};

export function useCategories(): CategoriesState {
  useEffect(() => {
    void categories.start();
  }, []);
  return useStore(categoriesStore);
}

export function resetCategoriesForTests(): void {
  started = null;
  categoriesStore.set({ categories: [], loading: true, error: null });
}
