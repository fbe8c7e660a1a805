/** Splits picked or dropped files into images (type image/…) and the rest, which a form refuses. */
export function splitImages(files: File[]): { images: File[]; refused: File[] } {
  const images = files.filter((file) => file.type.startsWith('image/'));
  return { images, refused: files.filter((file) => !images.includes(file)) };
}

export const refusedText = (refused: File[]) =>
  `Only image files can be added: ${refused.map((file) => file.name).join(', ')} ${refused.length === 1 ? 'was' : 'were'} not added.`;
