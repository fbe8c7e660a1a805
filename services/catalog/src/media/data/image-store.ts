/**
 * Where image files live. Keys are flat file names made by the media library (`<public_id>.webp`,
 * `<public_id>-400w.webp`); a store maps them to bytes somewhere and to a public URL. The local
 * folder is the one implementation today; an object store (S3-style bucket behind a CDN) fits the
 * same three calls.
 */
export interface ImageStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the files; keys that do not exist are skipped, not errors. */
  delete(keys: string[]): Promise<void>;
  /** The URL a browser loads the file from. */
  url(key: string): string;
}
