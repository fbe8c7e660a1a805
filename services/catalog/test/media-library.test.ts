import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalImageStore } from '../src/media/data/local-image-store';
import { MediaLibrary } from '../src/media/domain/media-library';
import { pngOf } from './support/image-files';

describe('MediaLibrary on a local folder', () => {
  let dir: string;
  let media: MediaLibrary;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'glow-media-'));
    media = new MediaLibrary(new LocalImageStore(dir), 0);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('when a 1000 px wide PNG is stored, then WebP files at full size and 200/400/800 px are made, never enlarged', async () => {
    const [image] = await media.storeImages([{ originalname: 'lip.png', buffer: await pngOf(1000, 500) }]);

    expect(image).toMatchObject({ width: 1000, height: 500, url: `/uploads/${image!.public_id}.webp` });
    expect(image!.variants!.map((variant) => variant.width)).toEqual([200, 400, 800]);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(
      [
        `${image!.public_id}-200w.webp`,
        `${image!.public_id}-400w.webp`,
        `${image!.public_id}-800w.webp`,
        `${image!.public_id}.webp`,
      ].sort(),
    );
    const variant = await sharp(path.join(dir, `${image!.public_id}-400w.webp`)).metadata();
    expect(variant).toMatchObject({ format: 'webp', width: 400, height: 200 });
  });

  it('when a text file is named .png, then it is refused as not an image and nothing is stored, even beside a good image', async () => {
    const good = { originalname: 'ok.png', buffer: await pngOf(300, 300) };
    const renamed = {
      originalname: 'notes.png',
      buffer: Buffer.from('just some text, not pixels\n'.repeat(20)),
    };

    await expect(media.storeImages([good, renamed])).rejects.toMatchObject({
      status: 415,
      message: '"notes.png" is not an image: only JPEG, PNG, WebP, GIF and AVIF files are accepted',
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('when an SVG or a PDF is sent, then it is refused: only raster images are accepted', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await expect(media.storeImages([{ originalname: 'logo.svg', buffer: svg }])).rejects.toMatchObject({
      status: 415,
    });
    await expect(media.storeImages([{ originalname: 'flyer.png', buffer: pdf }])).rejects.toMatchObject({
      status: 415,
    });
  });

  it('when a PNG signature is followed by garbage, then it is refused as unreadable', async () => {
    const broken = Buffer.concat([(await pngOf(50, 50)).subarray(0, 40), Buffer.alloc(200, 7)]);
    await expect(media.storeImages([{ originalname: 'broken.png', buffer: broken }])).rejects.toMatchObject({
      status: 400,
      message: '"broken.png" could not be read as an image',
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('when images are deleted, then every file of each goes; ids the library did not make are left alone', async () => {
    const [first, second] = await media.storeImages([
      { originalname: 'a.png', buffer: await pngOf(900, 900) },
      { originalname: 'b.png', buffer: await pngOf(100, 100) },
    ]);

    await media.deleteImages([first!.public_id, 'demo-category-makeup']);

    expect(await readdir(dir)).toEqual([`${second!.public_id}.webp`]);
  });
});
