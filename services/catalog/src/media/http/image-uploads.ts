import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError, badRequest } from '@glow/service-kit';
import type { UploadedFile } from '../domain/media-library';

export interface UploadLimits {
  /** Largest accepted file, in bytes (`UPLOAD_MAX_FILE_BYTES`). */
  maxFileBytes: number;
  /** Most files in one request (`UPLOAD_MAX_FILES`). */
  maxFiles: number;
}

/** Text fields of an admin form are short; these bound what a request can make the service hold. */
const formLimits = { fields: 100, fieldSize: 64 * 1024, parts: 200 };

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

function refusal(error: multer.MulterError, field: string, limits: UploadLimits): AppError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError(413, `Image too large: at most ${megabytes(limits.maxFileBytes)} per file`);
    case 'LIMIT_FILE_COUNT':
      return badRequest(`Too many images: at most ${limits.maxFiles} per request`);
    case 'LIMIT_UNEXPECTED_FILE':
      return error.field === field
        ? badRequest(`Too many images: at most ${limits.maxFiles} per request`)
        : badRequest(`Unexpected file field "${error.field ?? ''}": send images as "${field}"`);
    default:
      return badRequest(`Malformed upload: ${error.message}`);
  }
}

/**
 * Reads a multipart form into memory: text fields into `req.body`, the files of `field` (at most
 * `maxFiles`, each at most `maxFileBytes`) into `req.files`. Limit breaches become 4xx `{ message }`.
 * Nothing is written anywhere; `MediaLibrary.storeImages` decides what the files are.
 */
export function imageUploads(limits: UploadLimits) {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { ...formLimits, fileSize: limits.maxFileBytes, files: limits.maxFiles },
  });
  return (field: string, maxCount = limits.maxFiles): RequestHandler => {
    const parse = parser.array(field, maxCount);
    return (req, res, next) => {
      parse(req, res, (error?: unknown) => {
        if (error instanceof multer.MulterError)
          return next(refusal(error, field, { ...limits, maxFiles: maxCount }));
        if (error) return next(error);
        req.body ??= {};
        next();
      });
    };
  };
}

/** The files `imageUploads` read, in the order they were sent. */
export function uploadedFiles(files: unknown): UploadedFile[] {
  return Array.isArray(files) ? (files as UploadedFile[]) : [];
}
