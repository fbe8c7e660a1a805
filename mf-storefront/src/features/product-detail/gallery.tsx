import { useState } from 'react';
import type { Image } from '@glow/contracts';
import { Modal } from '@glow/web-kit';
import { ProductImage } from '../../components/catalog/product-image';
import styles from './product-detail.module.css';

/** The product's pictures: a large one, thumbnails to switch, and a click to see it enlarged. */
export function Gallery({ images, name }: { images: Image[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const current = images[Math.min(index, images.length - 1)];

  if (!current) {
    return (
      <div className={styles.mainImage}>
        <ProductImage image={undefined} alt="" sizes="1px" />
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.mainImage}
        onClick={() => setEnlarged(true)}
        aria-label={`Enlarge picture of ${name}`}
      >
        <ProductImage image={current} alt={name} sizes="(min-width: 1024px) 40vw, 100vw" eager priority />
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbnails} aria-label="Pictures">
          {images.map((image, position) => (
            <li key={image.public_id}>
              <button
                type="button"
                className={`${styles.thumbnail} ${position === index ? styles.currentThumbnail : ''}`}
                aria-label={`Show picture ${position + 1} of ${images.length}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
              >
                <ProductImage image={image} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal open={enlarged} onClose={() => setEnlarged(false)} title={name} media>
        {/* The original upload: the largest rendition there is, never a smaller variant. */}
        <img
          className={styles.enlarged}
          src={current.url}
          width={current.width}
          height={current.height}
          alt={name}
        />
      </Modal>
    </div>
  );
}
