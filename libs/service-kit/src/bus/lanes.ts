/** Stable lane for a key (FNV-1a), so one key's events always share a lane and its order. */
export function laneOf(key: string, lanes: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % lanes;
}
