import type { Image, Product } from './api';

/** The longest `search` `GET /api/products` takes, and the sentence a longer one is refused with. */
export const maxSearchLength = 100;
export const searchTooLong = `Search is limited to ${maxSearchLength} characters.`;

/** `GET /api/products` with any query parameter: one page of the listing. */
export interface ProductListPage {
  items: Product[];
  total: number;
  page: number;
  pages: number;
  /** Only with `facets=true`. */
  facets?: ProductFacets;
}

/** How many products one value of a facet would show: `value` is what to pass back as the filter. */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * The listing's facets, each counted over the products matching every current filter but that
 * facet's own (so a value shows how many products choosing it too would add), most products first,
 * then by value; values without products are left out.
 */
export interface ProductFacets {
  brand: FacetCount[];
  skinType: FacetCount[];
  concern: FacetCount[];
}

export interface ReviewAuthor {
  _id: string;
  username: string;
}

/** `GET /api/products/{id}/reviews` answers these, newest first. */
export interface Review {
  _id: string;
  productId: string;
  user: ReviewAuthor;
  rating: number;
  comment: string;
  createdAt: string;
  updatedAt: string;
  /** The author paid for the product (an order the catalog heard of): the shop shows 'Verified buyer'. */
  verifiedBuyer?: boolean;
}

/** `POST /api/products/{id}/reviews` and `PUT /api/reviews/{id}` take this; rating defaults to 5. */
export interface ReviewInput {
  rating?: number;
  comment: string;
}

export interface HeroButton {
  text: string;
  link: string;
  public_id?: string;
}

/** `GET /api/hero-section`: the section, or `null` while none was ever saved (screens show the fallback). */
export interface HeroSection {
  title: string;
  subtitle: string;
  images: Image[];
  buttons: HeroButton[];
}

export const bannerPlacements = [
  'featured-products',
  'deals-section',
  'new-arrivals-section',
  'categories-section',
  'about-hero',
  'about-team',
  'about-products',
  'products-page',
  'login-page',
] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

/** `GET /api/promotion-banners[?placement=]` answers these in `order`. */
export interface PromotionBanner {
  _id: string;
  image: Image;
  link: string | null;
  order: number;
  placement: BannerPlacement;
}
