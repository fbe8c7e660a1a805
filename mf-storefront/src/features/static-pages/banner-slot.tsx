import { BannerCarousel } from '../../components/promotions/banner-carousel';

export type AboutBannerPlacement = 'about-hero' | 'about-team' | 'about-products';

/** The promotion banners of one /about placement; nothing shows while it has none. */
export function BannerSlot({ placement }: { placement: AboutBannerPlacement }) {
  return <BannerCarousel placement={placement} />;
}
