import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/** The kit's compression threshold: below it an answer fits in a packet or two. */
const compressFrom = 1024;

interface CompressedCopies {
  br: Buffer;
  gzip: Buffer;
}

/**
 * `densest` (brotli 11) for a body that many requests share for long: ~60 ms in the thread pool
 * on 50 KB, once. `fast` (brotli 5) for bodies made while a request waits (a listing page asked
 * for the first time): ~0.2 ms on a 13 KB page instead of ~16 ms, for ~5 % more bytes.
 */
export type Density = 'densest' | 'fast';

const brotliQuality: Record<Density, number> = { densest: zlib.constants.BROTLI_MAX_QUALITY, fast: 5 };

const brotli = (body: Buffer, density: Density) =>
  promisify(zlib.brotliCompress)(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality[density],
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
const gzip = (body: Buffer) => promisify(zlib.gzip)(body, { level: zlib.constants.Z_BEST_COMPRESSION });

const copiesByBody = new WeakMap<Buffer, Promise<CompressedCopies>>();

/** Brotli and gzip copies of `body`, made once however many requests ask, kept while the body lives. */
function compressedCopies(body: Buffer, density: Density): Promise<CompressedCopies> {
  let copies = copiesByBody.get(body);
  if (!copies) {
    copies = Promise.all([brotli(body, density), gzip(body)]).then(([br, gz]) => ({ br, gzip: gz }));
    copies.catch(() => copiesByBody.delete(body));
    copiesByBody.set(body, copies);
  }
  return copies;
}

function chosenEncoding(req: Request): keyof CompressedCopies | undefined {
  // Brotli whenever the client takes it (smaller), as the kit's compression prefers it too.
  if (req.acceptsEncodings('br')) return 'br';
  if (req.acceptsEncodings('gzip')) return 'gzip';
  return undefined;
}

/**
 * Sends a body that many requests share (one Buffer until its content changes) as brotli or gzip
 * compressed once, not on every request. `no-transform` keeps the kit's compression middleware off
 * this answer, also when it goes out uncompressed to a client that takes neither. The caller sets
 * Content-Type (and ETag, Cache-Control) before.
 */
export async function sendCompressedOnce(
  req: Request,
  res: Response,
  body: Buffer,
  density: Density = 'densest',
): Promise<void> {
  res.vary('Accept-Encoding');
  const cacheControl = res.get('Cache-Control');
  res.set('Cache-Control', cacheControl ? `${cacheControl}, no-transform` : 'no-transform');
  // A revalidation that matches (the caller set the ETag) is a bodiless 304: nothing to compress.
  const encoding = !req.fresh && body.length >= compressFrom ? chosenEncoding(req) : undefined;
  if (!encoding) {
    res.send(body);
    return;
  }
  const copies = await compressedCopies(body, density);
  res.set('Content-Encoding', encoding).send(copies[encoding]);
}
