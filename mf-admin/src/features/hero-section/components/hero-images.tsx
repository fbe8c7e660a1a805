import { useState } from 'react';
import { Button, ConfirmDialog, errorText, toast } from '@glow/web-kit';
import type { Image } from '@glow/contracts';
import { imageDeleteFailure, useDeleteHeroImage } from '../api/delete-hero-image';
import styles from './hero-section.module.css';

/** The saved slides; deleting one asks first. */
export function HeroImages({ images }: { images: Image[] }) {
  const [toDelete, setToDelete] = useState<Image | null>(null);
  const deleteImage = useDeleteHeroImage();

  const confirm = () => {
    if (!toDelete) return;
    deleteImage.mutate(toDelete.public_id, {
      onSuccess: () => toast.success('Image deleted successfully.'),
      onError: (error) => toast.error(errorText(error, imageDeleteFailure)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section className={styles.card} aria-labelledby="hero-images-title">
      <h2 id="hero-images-title" className={styles.subtitle}>
        Current Images
      </h2>
      {images.length === 0 ? (
        <p className={styles.empty}>No images yet.</p>
      ) : (
        <ul className={styles.images}>
          {images.map((image, index) => (
            <li key={image.public_id} className={styles.image}>
              <img src={image.url} alt={`Hero image ${index + 1}`} />
              <Button variant="danger" onClick={() => setToDelete(image)}>
                {`Delete image ${index + 1}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Image"
        message="Do you really want to delete this image?"
        confirmLabel="Delete"
        danger
        busy={deleteImage.isPending}
        onConfirm={confirm}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
