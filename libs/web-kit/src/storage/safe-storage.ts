/**
 * localStorage that never throws: private modes, disabled storage and full quotas switch the
 * page to an in-memory copy for the rest of its life.
 */
let memory: Map<string, string> | null = null;

function local(): Storage | null {
  if (memory) return null;
  try {
    return window.localStorage;
  } catch {
    memory = new Map();
    return null;
  }
}

function attempt<T>(onLocal: (storage: Storage) => T, fallback: (map: Map<string, string>) => T): T {
  const storage = local();
  if (storage) {
    try {
      return onLocal(storage);
    } catch {
      memory = new Map();
    }
  }
  return fallback(memory ?? (memory = new Map()));
}

export const safeStorage = {
  read: (key: string): string | null =>
    attempt(
      (s) => s.getItem(key),
      (m) => m.get(key) ?? null,
    ),
  write: (key: string, value: string): void =>
    attempt(
      (s) => s.setItem(key, value),
      (m) => void m.set(key, value),
    ),
  remove: (key: string): void =>
    attempt(
      (s) => s.removeItem(key),
      (m) => void m.delete(key),
    ),
};
