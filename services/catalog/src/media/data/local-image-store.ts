import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './image-store';

/** A key is one file name: no folders, nothing hidden, so it can never point outside the folder. */
const safeKey = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function checkedKey(key: string): string {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`not an image store key: ${key}`);
  return key;
}

/** Image files in one local folder (`UPLOADS_DIR`), served by the catalog at `/uploads/<key>`. */
export class LocalImageStore implements ImageStore {
  constructor(
    private readonly dir: string,
    private readonly urlPrefix = '/uploads',
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    // `wx`: a key is never reused for other content (the folder is served as immutable).
    await writeFile(path.join(this.dir, checkedKey(key)), data, { flag: 'wx' });
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(path.join(this.dir, checkedKey(key)), { force: true })));
  }

  url(key: string): string {
    return `${this.urlPrefix}/${encodeURIComponent(checkedKey(key))}`;
  }
}
