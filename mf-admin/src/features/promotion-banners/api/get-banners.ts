import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { PromotionBanner } from '@glow/contracts';

export const bannersFailure = 'Failed to fetch promotion banners.';

export const bannersKey = ['promotion-banners', 'admin'] as const;

export const getBanners = () =>
  api.get<PromotionBanner[]>('/promotion-banners', { defaultMessage: bannersFailure });

/** Loaded once when the screen opens; every change after that edits the cached list. */
export const getBannersQueryOptions = () =>
  queryOptions({ queryKey: bannersKey, queryFn: getBanners, staleTime: Infinity });

export const useBanners = () => useQuery(getBannersQueryOptions());
