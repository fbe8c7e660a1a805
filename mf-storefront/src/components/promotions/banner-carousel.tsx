import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BannerPlacement, PromotionBanner } from '@glow/contracts';
import { useOnScreen, useRotation } from '@glow/web-kit';
import { bannersFailed, bannersQuery } from '../catalog/catalog-api';
import { ProductImage } from '../catalog/product-image';
import styles from './banner-carousel.module.css';
import { PromoLink } from './promo-link';

export const bannerIntervalMs = 5000;

function Slide({
  banner,
  position,
  priority,
}: {
  banner: PromotionBanner;
  position: string;
  priority: boolean;
}) {
  const image = (
    <ProductImage
      image={banner.image}
      alt={`Promotion ${position}`}
      sizes="(min-width: 1280px) 1200px, 100vw"
      priority={priority}
      eager={priority}
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
 * banner and restart the wait. While loading an empty frame holds the banner's place (so the page
 * below does not jump when it arrives); nothing shows when the placement has no banner. The
 * first banner of a `priority` carousel is the phone's largest picture on the page. The carousel
 * turns only while it is on the screen, and its other banners' pictures load once it has been
 * there: a visitor who never scrolls to it downloads one picture of it, not all.
 */
export function BannerCarousel({
  placement,
  priority = false,
}: {
  placement: BannerPlacement;
  priority?: boolean;
}) {
  const { data, isError, isPending } = useQuery(bannersQuery(placement));
  const banners = Array.isArray(data) ? data : [];
  const [carousel, setCarousel] = useState<HTMLElement | null>(null);
  const { onScreen, seen } = useOnScreen(carousel);
  const { index, jumpTo } = useRotation(banners.length, bannerIntervalMs, onScreen);

  if (isError) return <p className={styles.error}>{bannersFailed}</p>;
  if (isPending)
    return (
      <div className={styles.carousel} aria-hidden="true" data-placement-pending={placement}>
        <div className={styles.frame} />
        <div className={styles.dots} />
      </div>
    );
  if (banners.length === 0) return null;
  return (
    <section ref={setCarousel} className={styles.carousel} aria-label="Promotions" data-placement={placement}>
      <div className={styles.frame}>
        {banners.map((banner, position) => (
          <div
            key={banner._id}
            className={`${styles.slide} ${position === index ? styles.active : ''}`}
            aria-hidden={position !== index}
            inert={position !== index}
          >
            {(position === 0 || seen) && (
              <Slide
                banner={banner}
                position={`${position + 1} of ${banners.length}`}
                priority={priority && position === 0}
              />
            )}
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {banners.length > 1 &&
          banners.map((banner, position) => (
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
    </section>
  );
}
