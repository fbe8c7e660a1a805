import { useEffect, useState } from 'react';

/**
 * Which of `count` slides shows: the next one every `intervalMs` while `running` (a carousel off
 * the screen stands still). `jumpTo` shows a slide at once and starts the wait again from there.
 */
export function useRotation(count: number, intervalMs: number, running = true) {
  const [state, setState] = useState({ index: 0, jumps: 0 });
  const index = count > 0 ? state.index % count : 0;

  useEffect(() => {
    if (count < 2 || !running) return undefined;
    const timer = setTimeout(() => setState((s) => ({ ...s, index: (s.index + 1) % count })), intervalMs);
    return () => clearTimeout(timer);
  }, [count, intervalMs, index, state.jumps, running]);

  const jumpTo = (next: number) => setState((s) => ({ index: next, jumps: s.jumps + 1 }));
  return { index, jumpTo };
}
