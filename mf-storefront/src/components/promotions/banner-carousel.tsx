import { useQuery } from '@tanstack/react-query';
import type { BannerPlacement, PromotionBanner } from '@glow/contracts';
import { useRotation } from '@glow/web-kit';
import { bannersFailed, bannersQuery } from '../catalog/catalog-api';
import { ProductImage } from '../catalog/product-image';
import styles from './banner-carousel.module.css';
import { PromoLink } from './promo-link';

export const bannerIntervalMs = 5000;

function Slide({ banner, position }: { banner: PromotionBanner; position: string }) {
  const image = (
    <ProductImage
      image={banner.image}
      alt={`Promotion ${position}`}
      sizes="(min-width: 1280px) 1200px, 100vw"
    />
  );
  return banner.link ? (
    <PromoLink to={banner.link} className={styles.link}>
      {image}
    </PromoLink>
  ) : (
    image
  );
}

/**
 * The promotion banners of one placement: each fades in over 1 s and stays 5 s; the dots jump to a
 * banner and restart the wait. Nothing shows while loading or when the placement has no banner.
 */
export function BannerCarousel({ placement }: { placement: BannerPlacement }) {
  const { data, isError } = useQuery(bannersQuery(placement));
  const banners = Array.isArray(data) ? data : [];
  const { index, jumpTo } = useRotation(banners.length, bannerIntervalMs);

  if (isError) return <p className={styles.error}>{bannersFailed}</p>;
  if (banners.length === 0) return null;
  return (
    <section className={styles.carousel} aria-label="Promotions" data-placement={placement}>
      <div className={styles.frame}>
        {banners.map((banner, position) => (
          <div
            key={banner._id}
            className={`${styles.slide} ${position === index ? styles.active : ''}`}
            aria-hidden={position !== index}
            inert={position !== index}
          >
            <Slide banner={banner} position={`${position + 1} of ${banners.length}`} />
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, position) => (
            <button
              key={banner._id}
              type="button"
              className={`${styles.dot} ${position === index ? styles.current : ''}`}
              aria-label={`Show promotion ${position + 1} of ${banners.length}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => jumpTo(position)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
