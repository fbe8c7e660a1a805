import styles from './images.module.css';

export interface Preview {
  key: string;
  src: string;
  /** Says which picture it is: the remove button is named after it. */
  name: string;
}

export interface ImagePreviewsProps {
  label: string;
  previews: Preview[];
  disabled: boolean;
  onRemove: (key: string) => void;
}

export function ImagePreviews({ label, previews, disabled, onRemove }: ImagePreviewsProps) {
  if (previews.length === 0) return null;
  return (
    <ul className={styles.previews} aria-label={label}>
      {previews.map((preview) => (
        <li key={preview.key} className={styles.preview}>
          {preview.src && <img src={preview.src} alt={preview.name} className={styles.previewImage} />}
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${preview.name}`}
            disabled={disabled}
            onClick={() => onRemove(preview.key)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
