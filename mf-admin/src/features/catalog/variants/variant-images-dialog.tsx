import { useState } from 'react';
import { Button, Modal } from '@glow/web-kit';
import type { Image } from '@glow/contracts';
import { imageUrl } from '../components/image-url';
import styles from './variants.module.css';

export interface VariantImagesDialogProps {
  /** 'Shade: Chestnut, Size: 30 ml'. */
  label: string;
  images: Image[];
  chosen: string[];
  onDone: (chosen: string[]) => void;
  onClose: () => void;
}

export const variantImagesHint = 'None chosen: the variant shows all the product’s images.';

/** Which of the product's saved images show one variant. Mounted while open, so it starts from the row's choice. */
export function VariantImagesDialog({ label, images, chosen, onDone, onClose }: VariantImagesDialogProps) {
  const [picked, setPicked] = useState(() => new Set(chosen));
  const toggle = (publicId: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(publicId);
      else next.delete(publicId);
      return next;
    });
  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      {/* In the product's image order, as the shop shows them. */}
      <Button onClick={() => onDone(images.map((image) => image.public_id).filter((id) => picked.has(id)))}>
        Done
      </Button>
    </>
  );
  return (
    <Modal open title={`Images of ${label}`} onClose={onClose} footer={footer}>
      <p className={styles.hint}>{variantImagesHint}</p>
      <ul className={styles.imageChoices}>
        {images.map((image, index) => (
          <li key={image.public_id}>
            <label className={styles.imageChoice}>
              <input
                type="checkbox"
                className={styles.check}
                checked={picked.has(image.public_id)}
                onChange={(event) => toggle(image.public_id, event.target.checked)}
              />
              <img src={imageUrl(image, 200)} alt="" className={styles.choiceImage} />
              {`Image ${index + 1}`}
            </label>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
