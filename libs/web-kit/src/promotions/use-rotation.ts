import { useEffect, useState } from 'react';

/**
 * Which of `count` slides shows: the next one every `intervalMs`. `jumpTo` shows a slide at once and
 * starts the wait again from there.
 */
export function useRotation(count: number, intervalMs: number) {
  const [state, setState] = useState({ index: 0, jumps: 0 });
  const index = count > 0 ? state.index % count : 0;

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setTimeout(() => setState((s) => ({ ...s, index: (s.index + 1) % count })), intervalMs);
    return () => clearTimeout(timer);
  }, [count, intervalMs, index, state.jumps]);

  const jumpTo = (next: number) => setState((s) => ({ index: next, jumps: s.jumps + 1 }));
  return { index, jumpTo };
}
