import { randomBytes } from 'node:crypto';
import type { HeroSection, PromotionBanner, ShippingPriceAnswer } from '@glow/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  alertWith,
  callApi,
  drawPng,
  loginAs,
  pageTitle,
  pageUrl,
  seededAdmin,
  seriousA11yViolations,
  signToken,
  stackUnderTest,
  statusWith,
  useBrowser,
  type Viewport,
} from '../support';

const browser = useBrowser();
const dropLabel = 'Drag & Drop images here or click to upload';

const adminToken = async () => signToken((await seededAdmin()).claims);

async function apiJson<T>(path: string): Promise<T> {
  return (await (await callApi(path)).json()) as T;
}

/** Puts the hero back as it was (the home page tests read its title). */
async function restoreHero(token: string, hero: HeroSection): Promise<void> {
  const form = new FormData();
  form.set('title', hero.title);
  form.set('subtitle', hero.subtitle);
  form.set('buttons', JSON.stringify(hero.buttons.map(({ text, link }) => ({ text, link }))));
  await fetch(new URL('/api/hero-section', stackUnderTest().url), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const now = await apiJson<HeroSection>('/api/hero-section');
  const kept = new Set(hero.images.map((image) => image.public_id));
  for (const image of now.images.filter((each) => !kept.has(each.public_id)))
    await callApi('/api/hero-section/delete-image', {
      method: 'POST',
      token,
      body: { public_id: image.public_id },
    });
}

async function pngFiles(page: Page, count: number) {
  const files = [];
  for (let index = 1; index <= count; index += 1)
    files.push({ name: `slide-${index}.png`, mimeType: 'image/png', buffer: await drawPng(page, 640, 280) });
  return files;
}

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('listitem', { name: /^Banner \d+ of \d+$/ });
const cardLinked = (page: Page, link: string) =>
  cards(page).filter({ has: page.locator(`a[href="${link}"]`) });
const firstLinks = async (page: Page, count: number) =>
  (
    await cards(page)
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
  ).slice(0, count);

async function closeDialog(page: Page, title: string, text: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(text, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function addBanner(page: Page, link: string): Promise<void> {
  const form = main(page).getByRole('form', { name: 'Promotion banner' });
  await form.getByLabel('Link URL').fill(link);
  await form.getByLabel('Placement').selectOption({ label: 'Products Page' });
  await form.getByLabel(dropLabel).setInputFiles(await pngFiles(page, 1));
  await statusWith(page, '1 image(s) added.').first().waitFor();
  await form.getByRole('button', { name: 'Add Banners' }).click();
  await closeDialog(page, 'Success!', 'Promotion banners have been created successfully.');
  await cardLinked(page, link).waitFor();
}

/** The visitor chose already, so the consent banner does not sit over the page. */
const consentGiven = (context: BrowserContext) =>
  context.addCookies([{ name: 'consent', value: 'accepted', url: stackUnderTest().url }]);

async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  // Mid-screen: near an edge the list scrolls itself while dragging, moving the target.
  await from.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();
}

describe.each<Viewport>(['desktop', 'mobile'])('admin hero, banners and shipping price (%s)', (viewport) => {
  it(
    'when an admin edits the hero with two buttons and two images, then it is saved, and an image is deleted after the confirmation',
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport });
      await consentGiven(context);
      const token = await loginAs(page);
      const before = await apiJson<HeroSection>('/api/hero-section');
      try {
        await page.goto(pageUrl('/admin/hero-section'));
        await pageTitle(page, 'Manage Hero Section').waitFor();
        const form = main(page).getByRole('form', { name: 'Hero section' });
        await form.getByLabel('Title', { exact: true }).waitFor();
        expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe(before.title);
        expect(await seriousA11yViolations(page)).toEqual([]);

        const subtitle = `Tested subtitle ${randomBytes(3).toString('hex')}`;
        await form.getByLabel('Subtitle').fill(subtitle);
        const rowCount = before.buttons.length || 1;
        await form.getByRole('button', { name: 'Add Button' }).click();
        const added = form.getByRole('group', { name: `Button ${rowCount + 1}` });
        await added.getByRole('button', { name: 'Remove' }).waitFor();
        await form.getByRole('button', { name: 'Update Hero Section' }).click();
        await added.getByText('Button text is required').waitFor();
        await added.getByLabel('Button Text').fill('Deals');
        await added.getByLabel('Button Link').fill('/products?discount=true');
        await form.getByLabel(dropLabel).setInputFiles(await pngFiles(page, 2));
        await statusWith(page, '2 image(s) added.').waitFor();
        await form.getByRole('button', { name: 'Update Hero Section' }).click();
        await statusWith(page, 'Hero section updated successfully.').waitFor();

        const saved = await apiJson<HeroSection>('/api/hero-section');
        expect(saved.subtitle).toBe(subtitle);
        expect(saved.buttons.at(-1)).toMatchObject({ text: 'Deals', link: '/products?discount=true' });
        expect(saved.images).toHaveLength(before.images.length + 2);

        const last = saved.images.length;
        await main(page)
          .getByRole('button', { name: `Delete image ${last}` })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Delete Image' });
        await dialog.getByText('Do you really want to delete this image?').waitFor();
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await statusWith(page, 'Image deleted successfully.').waitFor();
        await main(page)
          .getByRole('button', { name: `Delete image ${last}` })
          .waitFor({ state: 'detached' });
        expect((await apiJson<HeroSection>('/api/hero-section')).images).toHaveLength(
          before.images.length + 1,
        );
      } finally {
        await restoreHero(token, before);
      }
    }),
  );

  it(
    'when an admin adds, edits, drags, moves by keyboard and deletes banners, then the list and the stored order follow',
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport });
      await consentGiven(context);
      await loginAs(page);
      const tag = randomBytes(3).toString('hex');
      const first = `https://example.ng/e2e-${tag}-first`;
      const second = `/products?e2e=${tag}`;
      const edited = `https://example.ng/e2e-${tag}-edited`;
      const token = await adminToken();
      try {
        await page.goto(pageUrl('/admin/promotion-banners'));
        await pageTitle(page, 'Manage Promotion Banners').waitFor();
        await main(page).getByRole('heading', { name: 'Existing Banners' }).waitFor();
        await cards(page).first().waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);

        await addBanner(page, first);
        await addBanner(page, second);
        expect(await firstLinks(page, 2)).toEqual([second, first]);
        const inner = cardLinked(page, second);
        expect(await inner.getByRole('link', { name: 'Visit Link' }).getAttribute('target')).toBeNull();
        await inner.getByText('Placement: Products Page').waitFor();

        await cardLinked(page, first).getByRole('button', { name: 'Edit' }).click();
        const form = main(page).getByRole('form', { name: 'Promotion banner' });
        await form.getByText('Update Image (optional)').waitFor();
        expect(await form.getByLabel('Link URL').inputValue()).toBe(first);
        await form.getByLabel('Link URL').fill('not a link');
        await form.getByRole('button', { name: 'Update Banner' }).click();
        await form.getByText('Invalid URL').waitFor();
        await form.getByLabel('Link URL').fill(edited);
        await form.getByRole('button', { name: 'Update Banner' }).click();
        await closeDialog(page, 'Updated!', 'The promotion banner has been updated.');
        await form.getByRole('button', { name: 'Add Banners' }).waitFor();
        expect(
          await cardLinked(page, edited).getByRole('link', { name: 'Visit Link' }).getAttribute('target'),
        ).toBe('_blank');

        await dragOnto(
          page,
          cardLinked(page, edited).getByRole('button', { name: /^Drag banner/ }),
          cardLinked(page, second).getByRole('button', { name: /^Drag banner/ }),
        );
        await statusWith(page, 'Banner order updated successfully.').waitFor();
        expect(await firstLinks(page, 2)).toEqual([edited, second]);
        await page.reload();
        await cardLinked(page, edited).waitFor();
        expect(await firstLinks(page, 2)).toEqual([edited, second]);

        const moveDown = cardLinked(page, edited).getByRole('button', { name: 'Move banner 1 down' });
        await moveDown.focus();
        await page.keyboard.press('Enter');
        await statusWith(page, 'Banner order updated successfully.').first().waitFor();
        const count = await cards(page).count();
        await main(page).getByText(`Banner moved to position 2 of ${count}.`).waitFor();
        const stored = await apiJson<PromotionBanner[]>('/api/promotion-banners');
        expect(stored.slice(0, 2).map((banner) => banner.link)).toEqual([second, edited]);

        for (const link of [edited, second]) {
          await cardLinked(page, link).getByRole('button', { name: 'Delete' }).click();
          const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
          await confirm
            .getByText('Do you really want to delete this promotion banner? This action cannot be undone.')
            .waitFor();
          await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
          await closeDialog(page, 'Deleted!', 'The promotion banner has been deleted.');
          await cardLinked(page, link).waitFor({ state: 'detached' });
        }
      } finally {
        const left = await apiJson<PromotionBanner[]>('/api/promotion-banners');
        for (const banner of left.filter((each) => each.link?.includes(tag)))
          await callApi(`/api/promotion-banners/${banner._id}`, { method: 'DELETE', token });
      }
    }),
  );

  it(
    'when an admin saves a shipping price, then it is stored, and an empty field says it is required',
    browser.test(async ({ open }) => {
      const { page, context } = await open({ viewport });
      await consentGiven(context);
      const token = await loginAs(page);
      const before = await apiJson<ShippingPriceAnswer>('/api/shipping-price');
      try {
        await page.goto(pageUrl('/admin/shipping-prices'));
        await pageTitle(page, 'Shipping Prices').waitFor();
        const field = main(page).getByLabel('Shipping Price (NGN)');
        await page.waitForFunction(
          (expected) =>
            (document.querySelector('input[name="shippingPrice"]') as HTMLInputElement)?.value === expected,
          String(before.shippingPrice),
        );
        expect(await seriousA11yViolations(page)).toEqual([]);

        await field.fill('');
        await main(page).getByRole('button', { name: 'Update Shipping Price' }).click();
        await main(page).getByText('Shipping price is required').waitFor();

        await field.fill('4321.5');
        await main(page).getByRole('button', { name: 'Update Shipping Price' }).click();
        await statusWith(page, 'Shipping price updated successfully!').waitFor();
        expect(await alertWith(page, 'Failed').count()).toBe(0);
        expect((await apiJson<ShippingPriceAnswer>('/api/shipping-price')).shippingPrice).toBe(4321.5);
      } finally {
        await callApi('/api/shipping-price', { method: 'PUT', token, body: before });
      }
    }),
  );
});
