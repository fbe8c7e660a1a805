import { useEffect, useState } from 'react';

export interface OnScreen {
  /** Some of the element is in the viewport now. */
  onScreen: boolean;
  /** It has been, at least once. */
  seen: boolean;
}

/** Where nothing can tell (no IntersectionObserver), the element counts as on screen; on a server, as not yet. */
const initial = (): OnScreen => {
  const unknowable = typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';
  return { onScreen: unknowable, seen: unknowable };
};

/**
 * Whether `element` is in the viewport, and whether it ever was. Takes the element itself (from a
 * callback ref kept in state), so one that appears later, after a loading state, is watched too.
 */
export function useOnScreen(element: Element | null): OnScreen {
  const [state, setState] = useState(initial);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      const onScreen = entry?.isIntersecting ?? false;
      setState((s) =>
        s.onScreen === onScreen && (s.seen || !onScreen) ? s : { onScreen, seen: s.seen || onScreen },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return state;
}
