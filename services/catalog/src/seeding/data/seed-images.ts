import { access, copyFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Image } from '@glow/contracts';

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Copies through a temporary name so a crash never leaves a half-written image behind. */
async function copyIfMissing(fromDir: string, toDir: string, image: Image): Promise<boolean> {
  const file = path.join(toDir, image.public_id);
  if (await exists(file)) return false;
  const source = path.join(fromDir, image.public_id);
  if (!(await exists(source))) throw new Error(`seed image ${image.public_id} is missing from ${fromDir}`);
  const partial = `${file}.${process.pid}.partial`;
  await copyFile(source, partial);
  await rename(partial, file);
  return true;
}

/**
 * Makes sure every image file is in `toDir` (the uploads folder), copying the missing ones from
 * `fromDir`, where a seed keeps them under their `public_id`; answers how many were copied.
 */
export async function copyMissingImages(fromDir: string, toDir: string, images: Image[]): Promise<number> {
  await mkdir(toDir, { recursive: true });
  const copied = await Promise.all(images.map((image) => copyIfMissing(fromDir, toDir, image)));
  return copied.filter(Boolean).length;
}
