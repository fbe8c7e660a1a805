import { useState, type DragEvent } from 'react';
import styles from './image-drop-zone.module.css';

export interface ImageDropZoneProps {
  /** The zone's visible text, also the file input's accessible name. */
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The image files picked or dropped; other files never reach it, and an empty pick is not reported. */
  onImages: (images: File[]) => void;
}

const imagesOf = (files: FileList | null) =>
  Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));

/** A dashed area that takes image files dropped on it, or picked through its file input. */
export function ImageDropZone({ label, multiple = true, disabled = false, onImages }: ImageDropZoneProps) {
  const [over, setOver] = useState(false);

  const take = (files: FileList | null) => {
    const images = imagesOf(files);
    if (images.length > 0) onImages(multiple ? images : images.slice(0, 1));
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <label
      className={`${styles.zone} ${over ? styles.over : ''} ${disabled ? styles.disabled : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <input
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        className={styles.input}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <span>{label}</span>
    </label>
  );
}
