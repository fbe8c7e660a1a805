import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { ErrorBody, HeroSection, PromotionBanner } from '@glow/contracts';
import { demoBanners, demoHero } from '@glow/demo-catalogue';
import { startServiceForTest } from '@glow/testing';
import { catalogService } from '../src';
import { multipart, pngOf } from './support/image-files';
import { getJson, startCatalog, sweptByTheTest, type CatalogUnderTest } from './support/start-catalog';

describe('hero section and promotion banners', () => {
  let catalog: CatalogUnderTest;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    catalog = await startCatalog(undefined, sweptByTheTest);
    adminToken = catalog.running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 });
    shopperToken = catalog.running.keys.sign({ _id: randomUUID(), isAdmin: false, tv: 0 });
  });
  afterAll(() => catalog.stop());

  const send = async <T>(method: string, path: string, body?: FormData | object, token = adminToken) => {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(`${catalog.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const filesStartingWith = async (publicId: string) =>
    (await readdir(catalog.uploadsDir)).filter((file) => file.startsWith(publicId));

  it('when the demo is seeded, then the hero has three slides and every placement has its banners, in order', async () => {
    expect((await getJson<HeroSection>(`${catalog.url}/api/hero-section`)).body).toEqual(demoHero);
    const { body: all } = await getJson<PromotionBanner[]>(`${catalog.url}/api/promotion-banners`);
    expect(all.map((banner) => banner.placement)).toEqual(demoBanners.map((banner) => banner.placement));
    const { body: deals } = await getJson<PromotionBanner[]>(
      `${catalog.url}/api/promotion-banners?placement=deals-section`,
    );
    expect(deals).toHaveLength(2);
    expect(deals.every((banner) => banner.placement === 'deals-section')).toBe(true);
    expect((await getJson(`${catalog.url}/api/promotion-banners?placement=sidebar`)).status).toBe(400);
  });

  it('when an admin saves the hero with an image, then text and buttons are replaced and the image is added; deleting it lets the sweep remove its files', async () => {
    const form = multipart(
      {
        title: 'Harmattan care',
        subtitle: 'Keep skin soft through the dry season',
        buttons: JSON.stringify([{ text: 'Shop skincare', link: '/products?category=Skincare' }]),
      },
      [{ field: 'images', name: 'slide.png', content: await pngOf(1600, 700) }],
    );
    const { status, body: hero } = await send<HeroSection>('PUT', '/api/hero-section', form);

    expect(status).toBe(200);
    expect(hero).toMatchObject({
      title: 'Harmattan care',
      subtitle: 'Keep skin soft through the dry season',
      buttons: [{ text: 'Shop skincare', link: '/products?category=Skincare' }],
    });
    expect(hero.images.slice(0, 3)).toEqual(demoHero.images);
    const added = hero.images[3]!;
    expect(await filesStartingWith(added.public_id)).toHaveLength(5);

    const { body: after } = await send<HeroSection>('POST', '/api/hero-section/delete-image', {
      public_id: added.public_id,
    });
    expect(after.images).toEqual(demoHero.images);
    expect(await filesStartingWith(added.public_id)).toHaveLength(5);
    await catalog.sweepImages();
    expect(await filesStartingWith(added.public_id)).toEqual([]);
    expect(await send('POST', '/api/hero-section/delete-image', { public_id: added.public_id })).toEqual({
      status: 404,
      body: { message: 'Image not found in the hero section' },
    });
  });

  it.each([
    [{ title: '', subtitle: 'x' }, 'Title and subtitle are required'],
    [{ title: 'x', subtitle: 'y', buttons: '[{"text":"Go"}]' }, 'Each button needs both text and link'],
    [{ title: 'x', subtitle: 'y', buttons: 'not json' }, 'Buttons must be a JSON list of { text, link }'],
  ])('when the hero form is %j, then 400 %s', async (fields, message) => {
    expect(await send<ErrorBody>('PUT', '/api/hero-section', multipart(fields))).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it('when admins create banners, then one banner per image is put first; edit, reorder and delete follow, and the sweep removes the files they let go of', async () => {
    const form = multipart({ placement: 'products-page', link: 'https://example.com/sale' }, [
      { field: 'images', name: 'one.png', content: await pngOf(1600, 400) },
      { field: 'images', name: 'two.png', content: await pngOf(1600, 400) },
    ]);
    const created = await send<PromotionBanner[]>('POST', '/api/promotion-banners', form);
    expect(created.status).toBe(201);
    expect(created.body.map((banner) => banner.order)).toEqual([0, 1]);
    const { body: all } = await getJson<PromotionBanner[]>(`${catalog.url}/api/promotion-banners`);
    expect(all.slice(0, 2)).toEqual(created.body);
    expect(all).toHaveLength(demoBanners.length + 2);
    const [first, second] = created.body;

    const replaced = await send<PromotionBanner>(
      'PUT',
      `/api/promotion-banners/${first!._id}`,
      multipart({ placement: 'login-page', link: '  ' }, [
        { field: 'image', name: 'new.png', content: await pngOf(800, 200) },
      ]),
    );
    expect(replaced.body).toMatchObject({ _id: first!._id, placement: 'login-page', link: null, order: 0 });
    expect(await filesStartingWith(first!.image.public_id)).toHaveLength(5);
    await catalog.sweepImages();
    expect(await filesStartingWith(first!.image.public_id)).toEqual([]);
    expect(await filesStartingWith(replaced.body.image.public_id)).toHaveLength(3);
    const kept = await send<PromotionBanner>(
      'PUT',
      `/api/promotion-banners/${second!._id}`,
      multipart({ placement: 'products-page', link: '/products' }),
    );
    expect(kept.body.image).toEqual(second!.image);

    const reversed = all.map((banner) => banner._id).reverse();
    const reordered = await send<PromotionBanner[]>('PUT', '/api/promotion-banners/order', {
      orderedIds: reversed,
    });
    expect(reordered.body.map((banner) => banner._id)).toEqual(reversed);
    expect(await send('PUT', '/api/promotion-banners/order', { orderedIds: reversed.slice(1) })).toEqual({
      status: 400,
      body: {
        message: 'orderedIds must list every banner exactly once',
        errors: [{ msg: 'orderedIds must list every banner exactly once' }],
      },
    });

    expect(await send('DELETE', `/api/promotion-banners/${second!._id}`)).toEqual({
      status: 200,
      body: { message: 'Promotion banner deleted' },
    });
    expect(await filesStartingWith(second!.image.public_id)).toHaveLength(5);
    await catalog.sweepImages();
    expect(await filesStartingWith(second!.image.public_id)).toEqual([]);
    expect((await send('DELETE', `/api/promotion-banners/${second!._id}`)).status).toBe(404);
  });

  it.each([
    [{ link: '/x' }, 'Placement is required'],
    [{ placement: 'sidebar' }, expect.stringContaining('Placement must be one of')],
    [
      { placement: 'login-page', link: 'javascript:alert(1)' },
      'Link must be a URL (https://…) or a path starting with /',
    ],
  ])('when a banner form is %j, then 400 lists the problem as errors[].msg', async (fields, msg) => {
    const form = multipart(fields as Record<string, string>, [
      { field: 'images', name: 'a.png', content: await pngOf(40, 10) },
    ]);
    const { status, body } = await send<ErrorBody>('POST', '/api/promotion-banners', form);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ msg }]);
  });

  it('when a banner is sent without an image, or by a shopper, then it is refused', async () => {
    const { body } = await send<ErrorBody>(
      'POST',
      '/api/promotion-banners',
      multipart({ placement: 'login-page' }),
    );
    expect(body.errors).toEqual([{ msg: 'At least one image is required' }]);
    expect(
      (await send('PUT', '/api/hero-section', multipart({ title: 'a', subtitle: 'b' }), shopperToken)).status,
    ).toBe(403);
    expect((await send('PUT', '/api/promotion-banners/order', { orderedIds: [] }, shopperToken)).status).toBe(
      403,
    );
  });
});

describe('a shop without the demo', () => {
  it('when nothing was ever saved, then the hero answers null and there are no banners', async () => {
    const running = await startServiceForTest(catalogService);
    try {
      expect(await getJson(`${running.url}/api/hero-section`)).toEqual({ status: 200, body: null });
      expect(await getJson(`${running.url}/api/promotion-banners`)).toEqual({ status: 200, body: [] });
    } finally {
      await running.stop();
    }
  });
});
