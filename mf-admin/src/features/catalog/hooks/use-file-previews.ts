import { useEffect, useMemo } from 'react';

/** A preview address per picked file, let go of when the files change or the form goes. */
export function useFilePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}
