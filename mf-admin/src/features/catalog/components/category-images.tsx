import { useState } from 'react';
import type { Image } from '@glow/contracts';
import { useFilePreviews } from '../hooks/use-file-previews';
import { refusedText, splitImages } from './image-files';
import { ImageDropZone } from './image-drop-zone';
import { imageUrl } from './image-url';
import { ImagePreviews } from './image-previews';
import styles from './categories.module.css';

export interface CategoryImagesProps {
  kept: Image[];
  added: File[];
  disabled: boolean;
  onRemoveKept: (publicId: string) => void;
  onAddedChange: (added: File[]) => void;
}

/** Only image files get in, picked or dropped; the others are named in a message. */
export function CategoryImages({ kept, added, disabled, onRemoveKept, onAddedChange }: CategoryImagesProps) {
  const urls = useFilePreviews(added);
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = (files: File[]) => {
    const { images, refused } = splitImages(files);
    setRefusal(refused.length > 0 ? refusedText(refused) : null);
    if (images.length > 0) onAddedChange([...added, ...images]);
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
