import styles from './banner-slot.module.css';

export type AboutBannerPlacement = 'about-hero' | 'about-team' | 'about-products';

/** Reserved place for the promotion banners of one placement; stays empty until banners exist. */
export function BannerSlot({ placement }: { placement: AboutBannerPlacement }) {
  return <div className={styles.slot} data-placement={placement} />;
}
