import type { Image } from '@glow/contracts';
import styles from './product-image.module.css';

export const noImage = 'No Image Available';

interface ProductImageProps {
  image: Image | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks a variant. */
  sizes: string;
  className?: string;
  /** The first screenful's images load at once; the rest when scrolled near. */
  eager?: boolean;
  /** The page's largest picture (its LCP element): fetched before anything else the page asks for. */
  priority?: boolean;
}

/** Every size the media pipeline made, for `srcset`; the full image last, at its own width. */
function sourceSet(image: Image): string | undefined {
  const sources = (image.variants ?? []).map((variant) => `${variant.url} ${variant.width}w`);
  if (sources.length === 0) return undefined;
  if (image.width) sources.push(`${image.url} ${image.width}w`);
  return sources.join(', ');
}

export function ProductImage({
  image,
  alt,
  sizes,
  className,
  eager = false,
  priority = false,
}: ProductImageProps) {
  if (!image?.url) {
    return <div className={`${styles.missing} ${className ?? ''}`}>{noImage}</div>;
  }
  return (
    <img
      className={`${styles.image} ${className ?? ''}`}
      src={image.url}
      srcSet={sourceSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
