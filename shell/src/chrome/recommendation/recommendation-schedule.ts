import { useCallback, useEffect, useRef, useState } from 'react';

export const firstDelayMs = 30_000;
export const reopenDelayMs = 20 * 60_000;
export const doneKey = 'recommendationDone';

function isDone(): boolean {
  try {
    return window.localStorage.getItem(doneKey) === 'true';
  } catch {
    return false;
  }
}

function markDone(): void {
  try {
    window.localStorage.setItem(doneKey, 'true');
  } catch {
    // Without storage the popup simply stays away for this page view only.
  }
}

/** Opens 30 s after load and 20 min after each close, until the visitor asked for a recommendation. */
export function useRecommendationSchedule() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const openAfter = useCallback((delayMs: number) => {
    clearTimeout(timer.current);
    if (!isDone()) timer.current = setTimeout(() => setOpen(!isDone()), delayMs);
  }, []);

  useEffect(() => {
    openAfter(firstDelayMs);
    return () => clearTimeout(timer.current);
  }, [openAfter]);

  const close = useCallback(() => {
    setOpen(false);
    openAfter(reopenDelayMs);
  }, [openAfter]);

  const finish = useCallback(() => {
    markDone();
    clearTimeout(timer.current);
    setOpen(false);
  }, []);

  return { open, close, finish };
}
