import { createScrollPositions, pageKey } from './scroll-positions';

interface RoutingDetail {
  originalEvent?: Event & { singleSpa?: boolean; singleSpaTrigger?: string };
  oldUrl: string;
  newUrl: string;
}

const maxRestoreFrames = 90;

function isHistoryTraversal(event: RoutingDetail['originalEvent']): boolean {
  return event?.type === 'popstate' && !event.singleSpa;
}

function isReload(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * New pages start at the top; back/forward (and a reload) return to where the visitor was.
 * Positions are saved per page while scrolling and restored once single-spa has mounted the page,
 * retrying for a few frames because remote content arrives late.
 */
export function startScrollRestoration(): () => void {
  window.history.scrollRestoration = 'manual';
  const positions = createScrollPositions();
  let shownKey = pageKey(window.location.href);
  let navigating = false;
  let target: number | null = isReload() ? (positions.get(shownKey) ?? null) : null;
  let saveFrame = 0;
  let restoreFrame = 0;

  const save = () => {
    saveFrame = 0;
    if (!navigating) positions.set(shownKey, window.scrollY);
  };
  const onScroll = () => {
    if (!saveFrame) saveFrame = window.requestAnimationFrame(save);
  };
  const stopRestoring = () => {
    window.cancelAnimationFrame(restoreFrame);
    restoreFrame = 0;
  };
  const restore = (y: number, frames = 0) => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2 || frames >= maxRestoreFrames) return;
    restoreFrame = window.requestAnimationFrame(() => restore(y, frames + 1));
  };

  const beforeRouting = (event: Event) => {
    const { originalEvent, oldUrl, newUrl } = (event as CustomEvent<RoutingDetail>).detail;
    if (pageKey(oldUrl) === pageKey(newUrl)) return;
    stopRestoring();
    if (!navigating) positions.set(shownKey, window.scrollY);
    navigating = true;
    if (isHistoryTraversal(originalEvent)) target = positions.get(pageKey(newUrl)) ?? 0;
    else target = originalEvent?.singleSpaTrigger === 'replaceState' ? null : 0;
  };
  const afterRouting = () => {
    navigating = false;
    shownKey = pageKey(window.location.href);
    if (target !== null) restore(target);
    target = null;
  };

  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('wheel', stopRestoring, { passive: true });
  window.addEventListener('touchstart', stopRestoring, { passive: true });
  window.addEventListener('single-spa:before-routing-event', beforeRouting);
  window.addEventListener('single-spa:routing-event', afterRouting);
  return () => {
    stopRestoring();
    window.cancelAnimationFrame(saveFrame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('wheel', stopRestoring);
    window.removeEventListener('touchstart', stopRestoring);
    window.removeEventListener('single-spa:before-routing-event', beforeRouting);
    window.removeEventListener('single-spa:routing-event', afterRouting);
  };
}
