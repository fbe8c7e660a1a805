import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import styles from './images.module.css';

export const dropHint = 'Drag & Drop images here or click to upload';

export interface ImageDropZoneProps {
  label: string;
  disabled: boolean;
  onAdd: (files: File[]) => void;
}

/** A file picker (image/*, several files) that also takes files dropped on it. */
export function ImageDropZone({ label, disabled, onAdd }: ImageDropZoneProps) {
  const inputId = useId();
  const titleId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onAdd([...event.dataTransfer.files]);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd([...(event.target.files ?? [])]);
    event.target.value = '';
  };

  return (
    <div
      className={`${styles.zone} ${over ? styles.over : ''} ${disabled ? styles.disabled : ''}`}
      data-testid="image-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(!disabled);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label htmlFor={inputId} className={styles.zoneLabel}>
        <span id={titleId} className={styles.zoneTitle}>
          {label}
        </span>
        <span id={hintId}>{dropHint}</span>
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        accept="image/*"
        multiple
        disabled={disabled}
        onChange={pick}
      />
    </div>
  );
}
