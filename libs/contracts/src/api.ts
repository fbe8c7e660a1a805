/** Shapes of the public HTTP API under /api, shared by services and microfrontends. */

export interface ErrorBody {
  message: string;
  errors?: { msg: string }[];
}

/** One re-encoded size of an uploaded image, for `srcset`. */
export interface ImageVariant {
  width: number;
  url: string;
}

/**
 * A stored image. `url` is its largest size; `variants` (ascending width) are the sizes the media
 * pipeline made for the screens. Seeded and older images may have no variants.
 */
export interface Image {
  url: string;
  public_id: string;
  width?: number;
  height?: number;
  variants?: ImageVariant[];
}

export interface CategoryRef {
  _id: string;
  name: string;
}

export interface Category {
  _id: string;
  name: string;
  images: Image[];
}

/** One value of a product's option; a Shade may carry its swatch colour (`#rrggbb`). */
export interface ProductOptionValue {
  value: string;
  swatch?: string;
}

/** A product's option (Shade, Size, …) and its values in the order the shop shows them. */
export interface ProductOption {
  name: string;
  values: ProductOptionValue[];
}

/** A variant's choice of each option: `{ Shade: 'Chestnut' }`; `{}` for a product without options. */
export type VariantChoice = Record<string, string>;

/**
 * One combination of a product's options that is sold, with its own price, stock and images. A
 * product without options has one, with `options: {}` and the product's id as its `_id`.
 */
export interface ProductVariant {
  _id: string;
  sku: string;
  options: VariantChoice;
  price: number;
  discountPrice: number | null;
  /** Units left to sell; 0 = sold out; null = stock not tracked. */
  stock: number | null;
  /** The product's images that show this variant (none: the product's own). */
  images: Image[];
}

/** How a cart or order line names the variant it holds. */
export interface VariantRef {
  _id: string;
  sku: string;
  options: VariantChoice;
}

export interface Product {
  _id: string;
  name: string;
  description: string;
  /** The price of the cheapest variant (a product without options: its only one). */
  price: number;
  discountPrice?: number | null;
  images: Image[];
  category: CategoryRef | null;
  /** Units left to sell (units held by open orders excluded); 0 = sold out; null = stock not tracked. Over all variants. */
  stock: number | null;
  averageRating: number;
  numReviews: number;
  createdAt: string;
  updatedAt: string;
  /**
   * The most a shopper pays for one of its variants (a variant's discount price where it has one):
   * above `discountPrice ?? price`, the product's price is a range ('₦4,500 – ₦5,000').
   */
  maxPrice?: number;
  /** The product's options; none for a product without options. */
  options?: ProductOption[];
  /** Every variant sold, in the shop's order: on a single product's answer, not in listings. */
  variants?: ProductVariant[];
  /** The maker's name as the shop shows it; null when not set. */
  brand?: string | null;
  /** The skin types the product suits, in `skinTypes` order; empty when not set. */
  skinTypes?: SkinType[];
  /** What the product treats, in `productConcerns` order; empty when not set. */
  concerns?: ProductConcern[];
  /** The full ingredient list as printed on the pack; '' when not set. */
  ingredients?: string;
  howToUse?: string;
  /** The pack's size or volume as written ('30 ml', '250 g'); null when not set. */
  size?: string | null;
  /** The NAFDAC registration number ('A1-1234', '02-1234'); null when not set. */
  nafdacNumber?: string | null;
}

/** The skin types a product can be marked for (`skinTypes`, and the listing's `skinType` filter). */
export const skinTypes = ['normal', 'dry', 'oily', 'combination', 'sensitive'] as const;
export type SkinType = (typeof skinTypes)[number];

/** What a product can be marked as treating (`concerns`, and the listing's `concern` filter): skin, then hair. */
export const productConcerns = [
  'acne',
  'hyperpigmentation',
  'dark-spots',
  'uneven-tone',
  'dryness',
  'dullness',
  'oiliness',
  'sensitivity',
  'fine-lines',
  'uneven-texture',
  'dark-circles',
  'stretch-marks',
  'hair-breakage',
  'hair-thinning',
  'dandruff',
] as const;
export type ProductConcern = (typeof productConcerns)[number];

export const productSorts = ['default', 'priceAsc', 'priceDesc', 'nameAsc', 'nameDesc', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

/** `GET /api/exchange-rates`: rates from NGN; `stale` when the provider failed and the last good answer is served. */
export interface ExchangeRatesAnswer {
  base: 'NGN';
  rates: Record<string, number>;
  /** When the rates were published (for a snapshot: the day it was taken). */
  updatedAt: string;
  /** `live` from the provider; `snapshot` the dated rates shipped with the catalog, while the provider has never answered. */
  source: 'live' | 'snapshot';
  /** The provider is failing: these are the last good rates (or the snapshot). */
  stale?: true;
}

export interface User {
  _id: string;
  username: string;
  email: string;
  isAdmin: boolean;
}

export interface AuthAnswer {
  token: string;
  /** Seconds the access token lives (15 minutes by default); the refresh cookie renews it. */
  expiresIn: number;
  user: User;
}

/**
 * Claims of the RS256 JWT the user service signs. `tv` is the token version: a bump revokes older
 * tokens. Every token also carries `iss` and `aud` (registered claims, checked on every verify):
 * by default `tokenIssuer` and `tokenAudience`, configurable as JWT_ISSUER and JWT_AUDIENCE.
 */
export interface TokenClaims {
  _id: string;
  isAdmin: boolean;
  tv: number;
  /** The sign-in session (refresh-token family) the token belongs to; ending it revokes the token. */
  sid?: string;
  /** The sign-in used a second factor (the token's RFC 8176 `amr` holds `otp`). */
  mfa?: boolean;
}

/** RFC 8176 authentication methods a token names in `amr`: password, then one-time code. */
export const passwordMethod = 'pwd';
export const oneTimeCodeMethod = 'otp';

/** Who signs Glow's tokens (`iss`) unless JWT_ISSUER says otherwise. */
export const tokenIssuer = 'glow-user-service';
/** Whom Glow's tokens are for (`aud`) unless JWT_AUDIENCE says otherwise. */
export const tokenAudience = 'glow';

export interface HealthAnswer {
  status: 'ok' | 'degraded';
  services: Record<string, { ready: boolean; detail?: string }>;
}
