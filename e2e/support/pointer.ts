import type { Locator } from 'playwright-core';
import type { Viewport } from './test-page';

/** A click at the middle of `part` (a tap on the phone), on whatever lies on top there. */
export async function pressMiddleOf(part: Locator, viewport: Viewport): Promise<void> {
  await part.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const box = (await part.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (viewport === 'mobile') await part.page().touchscreen.tap(x, y);
  else await part.page().mouse.click(x, y);
}

/** The link or button the pointer meets at the middle of `part`, as "a <text>" or "button <label>". */
export function controlAtMiddleOf(part: Locator): Promise<string | null> {
  return part.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const control = hit?.closest('a, button');
    if (!control) return null;
    return `${control.tagName.toLowerCase()} ${control.getAttribute('aria-label') ?? control.textContent}`;
  });
}
