import { queryOptions } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type {
  BannerPlacement,
  HeroSection,
  Product,
  ProductListPage,
  PromotionBanner,
} from '@glow/contracts';

export const productsFailed = 'Failed to fetch products';
export const bannersFailed = 'Failed to load promotion banners.';
export const newArrivalsFailed = 'Failed to load new arrivals.';
export const dealsFailed = 'Failed to load deals and discounts.';

const get = <T>(path: string, defaultMessage: string, signal?: AbortSignal) =>
  api.get<T>(path, { defaultMessage, publicRoute: true, signal });

/** One page of the listing; `search` is the query string the shop's filters make. */
export const productPageQuery = (search: string) =>
  queryOptions({
    queryKey: ['products', 'page', search],
    queryFn: ({ signal }) => get<ProductListPage>(`/products?${search}`, productsFailed, signal),
  });

export const newArrivalsQuery = (limit = 12) =>
  queryOptions({
    queryKey: ['products', 'new', limit],
    queryFn: ({ signal }) => get<Product[]>(`/products/new?limit=${limit}`, newArrivalsFailed, signal),
  });

export const dealsQuery = (limit = 12) =>
  queryOptions({
    queryKey: ['products', 'discounts', limit],
    queryFn: ({ signal }) => get<Product[]>(`/products/discounts?limit=${limit}`, dealsFailed, signal),
  });

export const heroQuery = () =>
  queryOptions({
    queryKey: ['hero-section'],
    queryFn: ({ signal }) =>
      get<HeroSection | null>('/hero-section', 'Failed to load the hero section.', signal),
  });

export const bannersQuery = (placement: BannerPlacement) =>
  queryOptions({
    queryKey: ['promotion-banners', placement],
    queryFn: ({ signal }) =>
      get<PromotionBanner[]>(`/promotion-banners?placement=${placement}`, bannersFailed, signal),
  });
