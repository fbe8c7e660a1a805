import { useQuery } from '@tanstack/react-query';
import type { HeroSection } from '@glow/contracts';
import { useRotation } from '@glow/web-kit';
import { heroQuery } from '../../components/catalog/catalog-api';
import { ProductImage } from '../../components/catalog/product-image';
import { PromoLink } from '../../components/promotions/promo-link';
import styles from './hero.module.css';

export const heroIntervalMs = 3000;

/** Shown while the shop has never saved a hero (or it could not be loaded). */
export const fallbackHero: HeroSection = {
  title: 'Welcome to Our Store',
  subtitle: 'Explore our collection of beautiful products.',
  images: [],
  buttons: [{ text: 'Shop Now', link: '/products' }],
};

/** The home page's hero: title, subtitle and buttons over images that change every 3 s. */
export function Hero() {
  const { data, isPending } = useQuery(heroQuery());
  const hero = data ?? fallbackHero;
  const { index } = useRotation(hero.images.length, heroIntervalMs);

  if (isPending) return <div className={styles.hero} aria-hidden="true" />;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {hero.images.map((image, position) => (
        <div
          key={image.public_id}
          className={`${styles.slide} ${position === index ? styles.active : ''}`}
          aria-hidden="true"
        >
          {/* Lazy, so a phone (where the hero is hidden) never downloads it; first on a desktop. */}
          <ProductImage image={image} alt="" sizes="100vw" priority={position === 0} />
        </div>
      ))}
      <div className={styles.text}>
        <h2 id="hero-title" className={styles.title}>
          {hero.title}
        </h2>
        <p className={styles.subtitle}>{hero.subtitle}</p>
        <div className={styles.buttons}>
          {hero.buttons.map((button) => (
            <PromoLink key={`${button.text}${button.link}`} to={button.link} className={styles.button}>
              {button.text}
            </PromoLink>
          ))}
        </div>
      </div>
    </section>
  );
}
