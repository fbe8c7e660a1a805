import { bannerPlacements, type BannerPlacement } from '@glow/contracts/browser';

/** 'featured-products' → 'Featured Products': the enumeration key's words, each capitalised. */
export function placementLabel(placement: string): string {
  return placement
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export const placementOptions = bannerPlacements.map((value) => ({ value, label: placementLabel(value) }));

export interface BannerDraft {
  link: string;
  placement: BannerPlacement | '';
}

export interface BannerErrors {
  link?: string;
  placement?: string;
}

/** A path inside the shop (/about) or an http(s) address; blank is no link. */
export function isBannerLink(link: string): boolean {
  const value = link.trim();
  if (!value || /^\/(?!\/)/.test(value)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function checkBanner({ link, placement }: BannerDraft): BannerErrors | null {
  const errors: BannerErrors = {};
  if (!isBannerLink(link)) errors.link = 'Invalid URL';
  if (!placement) errors.placement = 'Placement is required';
  return errors.link || errors.placement ? errors : null;
}

/** An internal link opens in the same tab, any other in a new one. */
export const opensInNewTab = (link: string) => !link.startsWith('/');
