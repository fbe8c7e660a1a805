import styles from './images.module.css';

/** Shown while a form with files is being sent. */
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span aria-live="polite">{`Uploading images... ${percent}%`}</span>
    </div>
  );
}
