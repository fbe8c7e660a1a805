/** What the upload really is, judged by its first bytes (`file-type`), never by its name or header. */
export interface DetectedType {
  ext: string;
  mime: string;
}

interface FileTypeModule {
  fileTypeFromBuffer(buffer: Uint8Array): Promise<DetectedType | undefined>;
}

export const acceptedImageTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
]);

let fileType: Promise<FileTypeModule> | undefined;

/**
 * `file-type` is an ES module. TypeScript's node16 output keeps `import()` as a real dynamic import
 * in this CommonJS build, so Node loads it as it is; the tests' SWC transform turns it into a
 * `require` of the transformed package (root jest.config.js).
 */
function loadFileType(): Promise<FileTypeModule> {
  fileType ??= import('file-type') as Promise<FileTypeModule>;
  return fileType;
}

/** The type the content says it is, or undefined when no known signature matches. */
export async function detectType(content: Uint8Array): Promise<DetectedType | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  return fileTypeFromBuffer(content);
}
