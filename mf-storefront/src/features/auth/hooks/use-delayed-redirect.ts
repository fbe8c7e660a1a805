import { useCallback, useEffect, useRef } from 'react';
import { navigate } from '@glow/web-kit';

/** Navigates to a path after a delay; leaving the screen first cancels it. */
export function useDelayedRedirect() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((path: string, delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(path), delayMs);
  }, []);
}
