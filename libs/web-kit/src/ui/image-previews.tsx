import { useEffect, useState } from 'react';
import styles from './image-previews.module.css';

export interface ImagePreviewsProps {
  files: File[];
  /** Without it the previews cannot be removed. */
  onRemove?: (index: number) => void;
  disabled?: boolean;
}

/** Read as a data URL: nothing to revoke when the file leaves the form. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setSource(typeof reader.result === 'string' ? reader.result : undefined);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return source ? <img src={source} alt={alt} /> : <span className={styles.pending}>{alt}</span>;
}

/** Thumbnails of files chosen but not uploaded yet, each with its remove button. */
export function ImagePreviews({ files, onRemove, disabled = false }: ImagePreviewsProps) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.previews} aria-label="Chosen images">
      {files.map((file, index) => (
        <li key={`${index}-${file.name}-${file.lastModified}`} className={styles.preview}>
          <FilePreview file={file} alt={`New image ${index + 1}: ${file.name}`} />
          {onRemove && (
            <button
              type="button"
              className={styles.remove}
              aria-label={`Remove image ${index + 1}`}
              disabled={disabled}
              onClick={() => onRemove(index)}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
