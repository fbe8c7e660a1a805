import type { Locator, Page } from 'playwright-core';
import { pageUrl, useBrowser, waitUntil, type Viewport } from '../support';

const browser = useBrowser();

const banners = (page: Page) => page.getByRole('region', { name: 'Promotions' });

/** Every visible banner picture has loaded from the catalog's uploads. */
async function picturesLoaded(regions: Locator): Promise<boolean[]> {
  return regions.evaluateAll((sections) =>
    sections.map((section) => {
      const shown = section.querySelector<HTMLImageElement>('[aria-hidden="false"] img, img');
      return !!shown && shown.complete && shown.naturalWidth > 0 && shown.src.includes('/uploads/');
    }),
  );
}

describe.each<Viewport>(['desktop', 'mobile'])('banner slots of other pages (%s)', (viewport) => {
  it(
    'when a visitor opens /about, then the about-hero, about-team and about-products slots show their banners',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      await page.goto(pageUrl('/about'));
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      await banners(page).nth(2).waitFor();
      expect(await banners(page).count()).toBe(3);
      await waitUntil(
        () => picturesLoaded(banners(page)),
        (loaded) => loaded.length === 3 && loaded.every(Boolean),
        { what: 'three banner pictures' },
      );
      expect(await page.title()).toBe('About Us | Glow');
    }),
  );

  it(
    'when a visitor opens /login, then the login-page banner shows above the form',
    browser.test(async ({ open }) => {
      const { page } = await open({ viewport });
      await page.goto(pageUrl('/login'));
      await banners(page).first().waitFor();
      expect(await banners(page).count()).toBe(1);
      await waitUntil(
        () => picturesLoaded(banners(page)),
        (loaded) => loaded.length === 1 && loaded.every(Boolean),
        { what: 'the login banner picture' },
      );
      const banner = (await banners(page).boundingBox())!;
      const field = (await page.getByLabel('Email or Username').boundingBox())!;
      expect(banner.y + banner.height).toBeLessThanOrEqual(field.y);
    }),
  );
});
