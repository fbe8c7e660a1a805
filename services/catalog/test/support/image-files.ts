import sharp from 'sharp';

/** A real PNG of the given size, made by sharp, for upload tests. */
export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0467a' } })
    .png()
    .toBuffer();
}

/** A multipart form as the admin screens send it: text fields (repeatable) and files. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; content: Buffer; type?: string }[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of Array.isArray(value) ? value : [value]) form.append(name, each);
  }
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  }
  return form;
}
