import { useEffect, useState } from 'react';

/** True while the page is being scrolled down; false again on any scroll up or back at the top. */
export function useHideOnScrollDown(threshold = 8): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = Math.max(window.scrollY, 0);
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(window.scrollY, 0);
      if (y <= threshold) {
        setHidden(false);
      } else if (Math.abs(y - lastY) >= threshold) {
        setHidden(y > lastY);
      } else {
        return;
      }
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return hidden;
}
