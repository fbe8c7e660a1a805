const storageKey = 'glowScrollPositions';
const maxEntries = 50;

/** Last scroll offset per page (path and query), kept for the tab's lifetime in sessionStorage. */
export function createScrollPositions() {
  let positions = new Map<string, number>();
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]');
    if (Array.isArray(saved))
      positions = new Map(saved.filter((entry): entry is [string, number] => isEntry(entry)));
  } catch {
    positions = new Map();
  }

  return {
    get: (key: string) => positions.get(key),
    set(key: string, y: number) {
      positions.delete(key);
      positions.set(key, Math.round(y));
      while (positions.size > maxEntries) positions.delete(positions.keys().next().value as string);
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify([...positions]));
      } catch {
        // A full or blocked storage only costs the restore after a reload.
      }
    },
  };
}

function isEntry(entry: unknown): boolean {
  return Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number';
}

export const pageKey = (url: string) => {
  const { pathname, search } = new URL(url, window.location.href);
  return pathname + search;
};
