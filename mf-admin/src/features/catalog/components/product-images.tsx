import type { Image } from '@glow/contracts';
import { useFilePreviews } from '../hooks/use-file-previews';
import { ImageDropZone } from './image-drop-zone';
import { imageUrl } from './image-url';
import { ImagePreviews } from './image-previews';
import styles from './product-form.module.css';

export interface ProductImagesProps {
  kept: Image[];
  added: File[];
  disabled: boolean;
  onKeptChange: (kept: Image[]) => void;
  onAddedChange: (added: File[]) => void;
}

/** The product's current pictures (edit) and the new ones; any of them can be taken off before saving. */
export function ProductImages({ kept, added, disabled, onKeptChange, onAddedChange }: ProductImagesProps) {
  const urls = useFilePreviews(added);
  return (
    <div className={styles.images}>
      <ImagePreviews
        label="Current images"
        disabled={disabled}
        previews={kept.map((image, index) => ({
          key: image.public_id,
          src: imageUrl(image, 200),
          name: `current image ${index + 1}`,
        }))}
        onRemove={(key) => onKeptChange(kept.filter((image) => image.public_id !== key))}
      />
      {/* Dropped files are not filtered by type here (the spec's rule); the catalog refuses non-images. */}
      <ImageDropZone
        label="Images"
        disabled={disabled}
        onAdd={(files) => onAddedChange([...added, ...files])}
      />
      <ImagePreviews
        label="New images"
        disabled={disabled}
        previews={added.map((file, index) => ({
          key: String(index),
          src: urls[index] ?? '',
          name: file.name,
        }))}
        onRemove={(key) => onAddedChange(added.filter((_file, index) => String(index) !== key))}
      />
    </div>
  );
}
