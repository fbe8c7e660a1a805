import { useLayoutEffect, type RefObject } from 'react';

export const consentSpaceVariable = '--glow-consent-space';

/**
 * While the banner shows, the page keeps room for it at its bottom (`global.css` pads the body, the
 * toasts rise above it), so scrolling brings every control of the page out from under it.
 */
export function useReservedBottomSpace(banner: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const reserve = () => {
      const top = banner.current?.getBoundingClientRect().top ?? window.innerHeight;
      root.style.setProperty(consentSpaceVariable, `${Math.ceil(window.innerHeight - top)}px`);
    };
    reserve();
    window.addEventListener('resize', reserve);
    return () => {
      window.removeEventListener('resize', reserve);
      root.style.removeProperty(consentSpaceVariable);
    };
  }, [banner]);
}
