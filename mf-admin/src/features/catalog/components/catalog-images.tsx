import { useState } from 'react';
import type { Image } from '@glow/contracts';
import { useFilePreviews } from '../hooks/use-file-previews';
import { refusedText, splitImages } from './image-files';
import { ImageDropZone } from './image-drop-zone';
import { imageUrl } from './image-url';
import { ImagePreviews } from './image-previews';
import styles from './images.module.css';

export interface CatalogImagesProps {
  kept: Image[];
  added: File[];
  disabled: boolean;
  /**
   * Categories take image files only and name the others in a message; products take every dropped
   * file (the spec's rule), the catalog refusing non-images.
   */
  imagesOnly?: boolean;
  onRemoveKept: (publicId: string) => void;
  onAddedChange: (added: File[]) => void;
}

/** A product's or category's current pictures (edit) and the new ones; any of them can be taken off before saving. */
export function CatalogImages({
  kept,
  added,
  disabled,
  imagesOnly = false,
  onRemoveKept,
  onAddedChange,
}: CatalogImagesProps) {
  const urls = useFilePreviews(added);
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = (files: File[]) => {
    if (imagesOnly) {
      const { images, refused } = splitImages(files);
      setRefusal(refused.length > 0 ? refusedText(refused) : null);
      if (images.length > 0) onAddedChange([...added, ...images]);
    } else {
      onAddedChange([...added, ...files]);
    }
  };

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
        onRemove={onRemoveKept}
      />
      <ImageDropZone label="Images" disabled={disabled} onAdd={add} />
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
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
